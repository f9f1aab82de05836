import { z } from 'zod'

// Characters that show nothing: format characters (zero-width spaces and joiners, direction
// marks, the byte-order mark), separators, controls, combining marks on their own, and the
// Hangul and Braille fillers, which are letters or symbols that render blank.
const INVISIBLE = /[\p{Cf}\p{Z}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu

/** Whether the text shows at least one character. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0
}

// NFC, so that the same letters typed on different systems (a decomposed Hangul syllable or
// accent from macOS, say) are stored, compared and searched as the same text.
const typed = () => z.string().normalize('NFC').trim()

/** Text a person must give: NFC, trimmed, with at least one visible character. */
export function requiredText(max: number) {
  return typed()
    .min(1, 'required')
    .refine((value) => value === '' || hasVisibleCharacter(value), 'required')
    .max(max, 'tooLong')
}

/** Text a person may give: NFC and trimmed; text that shows nothing is stored as empty. */
export function optionalText(max: number) {
  return (
    typed()
      .max(max, 'tooLong')
      // overwrite, not transform: the schema keeps its type and also describes answers.
      .overwrite((value) => (hasVisibleCharacter(value) ? value : ''))
      .default('')
  )
}
