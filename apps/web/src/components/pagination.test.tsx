import { describe, expect, it } from 'vitest'
import en from '../locales/en/pagination.json'
import ja from '../locales/ja/pagination.json'
import ko from '../locales/ko/pagination.json'
import zh from '../locales/zh/pagination.json'
import { pageWindow } from './pagination'

describe('pageWindow', () => {
  it('shows the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20])
  })
})

// A page button shows its number; its accessible name must hold that number as a word of its own,
// or speech control ("click 12") cannot reach it (WCAG 2.5.3, axe's label-content-name-mismatch).
describe('the page buttons’ names', () => {
  it.each([
    ['kr', ko],
    ['en', en],
    ['cn', zh],
    ['jp', ja],
  ])('hold the visible number as a word in %s', (_locale, catalog) => {
    expect(catalog.page.replace('{{page}}', '12').split(/\s+/)).toContain('12')
  })
})
