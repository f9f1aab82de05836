import { describe, expect, it } from 'vitest'
import { hasVisibleCharacter, optionalText, requiredText } from './text.js'

describe('typed text', () => {
  it.each([
    ['a Korean name', '김민준'],
    ['an emoji', '😀'],
    ['a single dot', '.'],
    ['a letter with a zero-width joiner', 'a\u200D'],
  ])('sees %s', (_what, value) => {
    expect(hasVisibleCharacter(value)).toBe(true)
  })

  it.each([
    ['zero-width spaces', '\u200B\u200C'],
    ['direction marks', '\u200E\u200F\u202E'],
    ['the byte-order mark', '\uFEFF'],
    ['the Hangul filler', '\u3164'],
    ['the halfwidth Hangul filler', '\uFFA0'],
    ['a combining accent alone', '\u0301'],
    ['ideographic spaces', '\u3000\u3000'],
    ['a blank Braille pattern', '\u2800'],
  ])('sees nothing in %s', (_what, value) => {
    expect(hasVisibleCharacter(value)).toBe(false)
  })

  it('normalizes to NFC and trims, and refuses what shows nothing as required', () => {
    const name = requiredText(10)
    expect(name.parse('  e\u0301  ')).toBe('é')
    expect(name.safeParse('\u200B').error?.issues.map((issue) => issue.message)).toEqual(['required'])
    expect(name.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['required'])
    expect(name.safeParse('abcdefghijk').error?.issues.map((issue) => issue.message)).toEqual(['tooLong'])
  })

  it('keeps optional text that shows nothing as empty', () => {
    const note = optionalText(10)
    expect(note.parse('\u200B\u3164')).toBe('')
    expect(note.parse(undefined)).toBe('')
    expect(note.parse(' a\u0301 ')).toBe('á')
  })
})
