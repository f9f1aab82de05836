import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { safeCell, toCsv } from './spreadsheet-cells.js'

describe('spreadsheet cells', () => {
  it('puts an apostrophe before each line that a spreadsheet would run as a formula', () => {
    for (const sign of ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE66']) {
      expect(safeCell(`${sign}1`)).toBe(`'${sign}1`)
      expect(safeCell(` \u00A0\u200B\u202E${sign}1`)).toBe(`' \u00A0\u200B\u202E${sign}1`)
      expect(safeCell(`ok\r\n${sign}1\n\t${sign}2`)).toBe(`ok\r\n'${sign}1\n'\t${sign}2`)
    }
    expect(safeCell('\tplain')).toBe("'\tplain")
    expect(safeCell('\nplain')).toBe("'\nplain")
    expect(safeCell('\r=1')).toBe("'\r'=1")
  })

  it('leaves other texts, numbers and a sign inside a line alone', () => {
    expect(safeCell('서울 종로구 1-2')).toBe('서울 종로구 1-2')
    expect(safeCell('a@example.org')).toBe('a@example.org')
    expect(safeCell('010-1234-5678')).toBe('010-1234-5678')
    expect(safeCell(-5)).toBe(-5)
    expect(safeCell(null)).toBe('')
    expect(safeCell(undefined)).toBe('')
  })

  it('writes a CSV whose fields are all quoted, one record per row whatever line breaks the values hold', () => {
    const csv = toCsv(
      ['name', 'n'],
      [
        ['Kim\n=cmd', 1],
        ['Seoul\r=1+2', 2],
        ['a,"b"', 3],
      ],
    )
    expect(csv.startsWith('\uFEFF"name","n"\r\n')).toBe(true)
    const rows = parse(csv, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true })
    expect(rows).toEqual([
      ['name', 'n'],
      ["Kim\n'=cmd", '1'],
      ["Seoul\r'=1+2", '2'],
      ['a,"b"', '3'],
    ])
  })
})
