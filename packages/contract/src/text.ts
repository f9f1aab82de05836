import { z } from 'zod'
import { hasHiddenCharacter, hasLineBreak, hasVisibleCharacter, tooLong } from './text-characters.js'

export { hasHiddenCharacter, hasLineBreak, hasVisibleCharacter, messageParts, tooLong } from './text-characters.js'

interface TextOptions {
  /** Line breaks allowed (questions, answers, notes, long notice texts); one line otherwise. */
  multiline?: boolean
}

// NFC, so that the same letters typed on different systems (a decomposed Hangul syllable or
// accent from macOS, say) are stored, compared and searched as the same text.
const typed = () => z.string().normalize('NFC').trim()
// overwrite, not transform: the schema keeps its type and also describes answers.
const emptiedWhenBlank = () => typed().overwrite((value) => (hasVisibleCharacter(value) ? value : ''))

// Then refused when it holds what a person does not type: names, addresses and file names reach
// spreadsheets, e-mail headers and logs, where a line break starts a new record.
function limited(schema: z.ZodString, max: number, { multiline = false }: TextOptions) {
  // A text that shows nothing is refused as missing, or emptied, before: not said twice here.
  return schema
    .max(max, tooLong(max))
    .refine((value) => multiline || !hasLineBreak(value) || !hasVisibleCharacter(value), 'lineBreak')
    .refine((value) => !hasHiddenCharacter(value) || !hasVisibleCharacter(value), 'hiddenCharacter')
}

/**
 * Text on one line (unless `multiline`) with nothing hidden, NFC and trimmed, that may be empty
 * (text that shows nothing is made empty): for filters, codes and notes where the caller decides
 * what empty means.
 */
export function plainText(max: number, options: TextOptions = {}) {
  return limited(emptiedWhenBlank(), max, options)
}

/**
 * Text a person must give: NFC, trimmed, with at least one visible character, on one line unless
 * `multiline`; no tab, control or invisible format character.
 */
export function requiredText(max: number, options: TextOptions = {}) {
  return limited(
    // No abort: a refinement of the enclosing object (a range, a locale begun) still runs and says its part.
    typed()
      .min(1, 'required')
      .refine((value) => value === '' || hasVisibleCharacter(value), 'required'),
    max,
    options,
  )
}

/** Text a person may give, by the same rules; text that shows nothing is stored as empty. */
export function optionalText(max: number, options: TextOptions = {}) {
  return limited(emptiedWhenBlank(), max, options).default('')
}
