/**
 * `attachment` with an ASCII `filename` for old clients and an RFC 5987
 * `filename*` in UTF-8, so Korean names survive every modern browser.
 */
export function contentDisposition(fileName: string, fileId: number): string {
  const dot = fileName.lastIndexOf('.')
  const extension = dot > 0 ? fileName.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : ''
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFC')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\;]/g, '_')
    .replace(/^[_\s]+|[_\s]+$/g, '')
  const ascii = `${/[A-Za-z0-9]/.test(base) ? base : `attachment-${fileId}`}${extension}`
  // encodeURIComponent leaves ' ( ) * unescaped; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName.normalize('NFC')).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
