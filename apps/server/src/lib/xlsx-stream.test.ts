import ExcelJS from 'exceljs'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { xlsxStream } from './xlsx-stream.js'

const ROWS_PER_BATCH = 500

/** Batches that resolve at once, as rows read from SQLite do; counts how many were read. */
function batches(count: number) {
  const read = { batches: 0 }
  async function* rows() {
    for (let b = 0; b < count; b++) {
      read.batches++
      yield Array.from({ length: ROWS_PER_BATCH }, (_, i) => [b * ROWS_PER_BATCH + i, `이름 ${i}`, '서울특별시 종로구'])
    }
  }
  return { read, rows: rows() }
}

describe('xlsxStream', () => {
  it('sends rows while later batches are still unread, not the whole file after the last', async () => {
    const { read, rows } = batches(40)
    const body = xlsxStream('Applicants', ['No.', 'Name', 'Address'], rows)
    let sentEarly = 0
    body.on('data', (chunk: Buffer) => {
      if (read.batches < 40) sentEarly += chunk.length
    })
    await new Promise((resolve) => body.on('end', resolve))
    expect(read.batches).toBe(40)
    // Without a pause between batches only the zip's first header (49 bytes) leaves before the last.
    // How much more leaves depends on how fast the compression threads run beside the test (a quarter
    // of the file on a quiet machine, a tenth on a busy one): compressed rows, in any case.
    expect(sentEarly).toBeGreaterThan(4_096)
  })

  it('writes the header in bold and every row, readable by a spreadsheet', async () => {
    const { rows } = batches(3)
    const file = await buffer(xlsxStream('지원자', ['No.', 'Name', 'Address'], rows))
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('지원자')
    expect(sheet?.rowCount).toBe(1 + 3 * ROWS_PER_BATCH)
    expect(sheet?.getRow(1).font?.bold).toBe(true)
    expect(sheet?.getRow(1 + 3 * ROWS_PER_BATCH).values).toEqual([undefined, 1499, '이름 499', '서울특별시 종로구'])
  })

  it('ends the stream with the error of a batch that fails', async () => {
    async function* failing() {
      yield [[1, 'a', 'b']]
      throw new Error('database gone')
    }
    await expect(buffer(xlsxStream('A', ['x'], failing()))).rejects.toThrow('database gone')
  })
})
