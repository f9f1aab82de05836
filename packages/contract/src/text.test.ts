import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { hasVisibleCharacter, messageParts, optionalText, requiredText, tooLong } from './text.js'

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
    expect(name.safeParse('abcdefghijk').error?.issues.map((issue) => issue.message)).toEqual(['tooLong:10'])
  })

  it('keeps optional text that shows nothing as empty', () => {
    const note = optionalText(10)
    expect(note.parse('\u200B\u3164')).toBe('')
    expect(note.parse(undefined)).toBe('')
    expect(note.parse(' a\u0301 ')).toBe('á')
  })
})

describe('one line, nothing hidden', () => {
  const messages = (schema: ReturnType<typeof requiredText> | ReturnType<typeof optionalText>, value: string) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

  it.each([
    ['a line feed', 'Kim\n=cmd'],
    ['a carriage return', 'Seoul\r=1+2'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
  ])('refuses %s in a single-line field and keeps it in a multi-line one', (_what, value) => {
    expect(messages(requiredText(50), value)).toEqual(['lineBreak'])
    expect(messages(optionalText(50), value)).toEqual(['lineBreak'])
    expect(messages(requiredText(50, { multiline: true }), value)).toEqual([])
  })

  it.each([
    ['a tab', 'a\tb'],
    ['NUL', 'a\u0000b'],
    ['an escape', 'a\u001Bb'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a pop directional isolate', 'a\u2069b'],
    ['a left-to-right mark', 'a\u200Eb'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['an Arabic letter mark', 'a\u061Cb'],
    ['a zero-width space', 'a\u200Bb'],
    ['a zero-width non-joiner', 'a\u200Cb'],
    ['a zero-width joiner between letters', 'a\u200Db'],
    ['a word joiner', 'a\u2060b'],
    ['a byte-order mark inside', 'a\uFEFFb'],
  ])('refuses %s on one line and on many', (_what, value) => {
    expect(messages(requiredText(50), value)).toEqual(['hiddenCharacter'])
    expect(messages(optionalText(50), value)).toEqual(['hiddenCharacter'])
    expect(messages(requiredText(50, { multiline: true }), value)).toEqual(['hiddenCharacter'])
  })

  it('keeps what people type: letters of every locale, emoji joined into one, and trims the ends', () => {
    const name = requiredText(50)
    for (const value of [
      '김민준',
      "Zoë O'Neil-Smith",
      '王小明',
      'やまだ たろう',
      '🧑\u200D⚕️',
      '👩🏽\u200D⚕️',
      '👨\u200D👩\u200D👧',
      '❤️\u200D🔥',
    ]) {
      expect(name.parse(value)).toBe(value)
    }
    expect(name.parse('\uFEFF  김민준\r\n\t')).toBe('김민준')
    expect(requiredText(200, { multiline: true }).parse(' 첫 줄\r\n둘째 줄\n ')).toBe('첫 줄\r\n둘째 줄')
  })

  it('carries the limit in the message of a text that is too long', () => {
    expect(messages(requiredText(50), 'a'.repeat(51))).toEqual([tooLong(50)])
    expect(messageParts(tooLong(50))).toEqual({ key: 'tooLong', max: 50 })
    expect(messageParts('required')).toEqual({ key: 'required' })
    expect(messageParts('odd:thing')).toEqual({ key: 'odd:thing' })
  })

  it('lets the rules of the enclosing object speak too when a text is missing or wrong', () => {
    const schema = z
      .object({ title: requiredText(10), code: optionalText(5), from: z.number(), to: z.number() })
      .superRefine((value, ctx) => {
        if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeOrder' })
      })
    const issues = (value: object) => schema.safeParse(value).error?.issues.map((issue) => issue.message)
    expect(issues({ title: '', from: 2, to: 1 })).toEqual(['required', 'rangeOrder'])
    expect(issues({ title: 'a\nb', code: 'x\u202E', from: 2, to: 1 })).toEqual([
      'lineBreak',
      'hiddenCharacter',
      'rangeOrder',
    ])
  })
})
