import type { AttachmentKind } from '@ctc/contract/staff-notices'
import { fileTypeFromBuffer } from 'file-type'

// What an uploaded file is, judged by its bytes (never by its name alone).

const BY_EXTENSION: Partial<Record<string, { kind: AttachmentKind; contentType: string }>> = {
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpg', contentType: 'image/jpeg' },
  gif: { kind: 'gif', contentType: 'image/gif' },
  webp: { kind: 'webp', contentType: 'image/webp' },
  docx: { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
}

// HWP 5 is an OLE compound file whose FileHeader stream begins with this signature.
const HWP_SIGNATURE = Buffer.from('HWP Document File')

export async function attachmentKind(
  bytes: Buffer,
): Promise<{ kind: AttachmentKind; contentType: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected) return undefined
  if (detected.ext === 'cfb') {
    return bytes.includes(HWP_SIGNATURE) ? { kind: 'hwp', contentType: 'application/x-hwp' } : undefined
  }
  return BY_EXTENSION[detected.ext]
}

/** The name with the extension the content says (a report.pdf renamed to "report" stays report.pdf). */
export function nameForKind(fileName: string, kind: AttachmentKind): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '')
  const extensions = kind === 'jpg' ? ['jpg', 'jpeg'] : [kind]
  const current = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase()
  return current && extensions.includes(current) ? fileName : `${base}.${kind}`
}

export function kindOfContentType(contentType: string): AttachmentKind | undefined {
  if (contentType === 'application/x-hwp') return 'hwp'
  return Object.values(BY_EXTENSION).find((entry) => entry?.contentType === contentType)?.kind
}
