import { stringify } from 'csv-stringify/sync'

// Every value that the console exports to a spreadsheet (CSV or XLSX) passes through safeCell,
// and every CSV is written by toCsv. Following OWASP's CSV injection guidance, a text that a
// spreadsheet could run as a formula gets an apostrophe in front: each line of it (a line becomes
// a cell of its own when a cell is pasted, or when a reader splits records at line breaks) that
// starts with = + - or @ once leading blanks and control or format characters are passed over
// and compatibility forms are folded (full-width ＝ is =), and a text that starts with a tab or
// a line break.

const LINE_BREAK = /(\r\n|[\r\n\u2028\u2029])/
/** A line that starts, after blanks and invisible characters, with a formula sign. */
const FORMULA_START = /^[\p{White_Space}\p{Cc}\p{Cf}]*[=+\-@]/u
const LEADING_BREAK = /^[\t\r\n\u2028\u2029]/

/** A cell's value as an export may write it: numbers as numbers, texts defused. */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return value
  // The split keeps the breaks at odd places; lines are at even ones.
  const text = value
    .split(LINE_BREAK)
    .map((part, i) => (i % 2 === 0 && FORMULA_START.test(part.normalize('NFKC')) ? `'${part}` : part))
    .join('')
  return LEADING_BREAK.test(text) ? `'${text}` : text
}

/**
 * Rows as CSV: UTF-8 with a BOM (so that Excel reads Korean), CRLF between records, every field
 * quoted (so that no reader ends a record at a line break inside a field) and every cell safe.
 */
export function toCsv(header: readonly string[], records: readonly (string | number | null | undefined)[][]): string {
  const rows = [header, ...records].map((row) => row.map(safeCell))
  return `\uFEFF${stringify(rows, { record_delimiter: 'windows', quoted: true, quote_record_delimiter: true })}`
}
