import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import ExcelJS from 'exceljs'

type Cell = string | number

/**
 * A workbook of one sheet written to the returned stream as its rows arrive (ExcelJS's streaming
 * writer): the header in bold, then every batch. Between batches the writer waits while the reader
 * is behind, and otherwise lets other work run once: a batch read from SQLite never yields by
 * itself (better-sqlite3 answers at once), and without the pause the file's first byte would leave
 * after its last row, with the whole file held in memory. A failure destroys the stream with it.
 */
export function xlsxStream(sheetName: string, header: Cell[], batches: AsyncIterable<Cell[][]>): Readable {
  const body = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true })
  const sheet = workbook.addWorksheet(sheetName)
  const headerRow = sheet.addRow(header)
  headerRow.font = { bold: true }
  headerRow.commit()
  void (async () => {
    for await (const batch of batches) {
      for (const record of batch) sheet.addRow(record).commit()
      if (body.writableNeedDrain) await once(body, 'drain')
      else await nextTurn()
    }
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))))
  return body
}
