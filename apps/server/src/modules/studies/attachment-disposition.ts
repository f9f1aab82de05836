import contentDisposition from 'content-disposition'

/**
 * `attachment` with a readable ASCII `filename` for old clients (the name's ASCII part, or
 * `attachment-<id>` when none is left) and the exact name in UTF-8 as `filename*`, so Korean
 * names survive every modern browser.
 */
export function attachmentDisposition(fileName: string, fileId: number): string {
  const name = fileName.normalize('NFC')
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : ''
  const base = (dot > 0 ? name.slice(0, dot) : name)
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\;]/g, '_')
    .replace(/^[_\s]+|[_\s]+$/g, '')
  const fallback = `${/[A-Za-z0-9]/.test(base) ? base : `attachment-${fileId}`}${extension}`
  return contentDisposition(name, { type: 'attachment', fallback })
}
