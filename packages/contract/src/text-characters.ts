// What a text holds, character by character, without Zod: public pages (the search's typed
// filter) read these rules without loading a schema library; text.ts builds the schemas on them.

// Characters that show nothing: format characters (zero-width spaces and joiners, direction
// marks, the byte-order mark), separators, controls, combining marks on their own, and the
// Hangul and Braille fillers, which are letters or symbols that render blank.
const INVISIBLE = /[\p{Cf}\p{Z}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu

/** Whether the text shows at least one character. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0
}

/**
 * The message of a text over its limit, carrying the limit: the web says "Use at most 50
 * characters" (`form:validation.tooLong` with `max`). Read it back with messageParts.
 */
export function tooLong(max: number): string {
  return `tooLong:${max}`
}

/** A validation message's key and the number it may carry (`tooLong:50`). */
export function messageParts(message: string): { key: string; max?: number } {
  const [key = message, max] = message.split(':', 2)
  return max !== undefined && /^\d+$/.test(max) ? { key, max: Number(max) } : { key: message }
}

// Line breaks end a line: LF, CR, and the Unicode line and paragraph separators.
const LINE_BREAK = /[\n\r\u2028\u2029]/
// What no typed text holds, on one line or many: C0 and C1 controls (tab included; LF and CR are
// judged above), direction controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), which can
// make a name or a file name read backwards, and zero-width and other invisible format characters
// (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E). A zero-width joiner between two emoji draws one
// emoji (🧑‍⚕️) and stays.
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu
const HIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/

/** Whether the text holds a tab, a control, direction or invisible format character. */
export function hasHiddenCharacter(value: string): boolean {
  return HIDDEN.test(value.replace(EMOJI_JOINER, ''))
}

/** Whether the text holds a line break. */
export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value)
}
