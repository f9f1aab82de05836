import { describe, expect, it } from 'vitest'
import { MAX_ROW_ID, idFromQuery } from './record-id.js'

describe('idFromQuery', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(MAX_ROW_ID), MAX_ROW_ID],
  ])('reads %s as a row id', (value, id) => {
    expect(idFromQuery(value)).toBe(id)
  })

  it.each([null, '', '0', '-3', '1.5', 'abc', '12abc', String(MAX_ROW_ID + 1), '1e99', ' 1', '01', '0x2'])(
    'names no row for %s',
    (value) => {
      expect(idFromQuery(value)).toBeUndefined()
    },
  )
})
