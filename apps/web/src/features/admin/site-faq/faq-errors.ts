import { LOCALES, type Locale } from '@ctc/contract/locale-codes'
import { messageParts } from '@ctc/contract/text'
import type { FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useValidationMessage } from '../../../components/form/form-fields'

/** A validation message of the FAQ form: the contract's own words for slugs and limits, the form's for the rest. */
export function useFaqMessage() {
  const { t } = useTranslation('admin')
  const generic = useValidationMessage()
  return (message: string | undefined) => {
    if (!message) return undefined
    const { key } = messageParts(message)
    if (key === 'slug' || key === 'duplicate' || key === 'tooMany') return t(`siteFaq.errors.${key}`)
    return generic(message)
  }
}

/** One invalid field of the form, where it is. */
export interface FaqProblem {
  name: string
  message: string
  category: number | undefined
  entry: number | undefined
  locale: Locale | undefined
  /** The field: slug, title, question, answer, or undefined for a list as a whole. */
  field: 'slug' | 'title' | 'question' | 'answer' | undefined
}

const FIELDS = ['slug', 'title', 'question', 'answer'] as const

/** Every invalid field, in the form's order. */
export function faqProblems(errors: FieldErrors, prefix: string[] = []): FaqProblem[] {
  const found: FaqProblem[] = []
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref' || key === 'type' || key === 'types') continue
    const path = [...prefix, key]
    const error = value as { message?: unknown; type?: unknown }
    if (typeof error.message === 'string' && typeof error.type === 'string') {
      const at = (name: string) => {
        const i = path.indexOf(name)
        return i >= 0 && path[i + 1] !== undefined ? Number(path[i + 1]) : undefined
      }
      const last = path.at(-1)
      found.push({
        name: path.join('.'),
        message: error.message,
        category: at('categories'),
        entry: at('entries'),
        locale: (LOCALES as readonly string[]).includes(last ?? '') ? (last as Locale) : undefined,
        field: FIELDS.find((field) => path.includes(field)),
      })
    }
    if (typeof value === 'object') found.push(...faqProblems(value as FieldErrors, path))
  }
  return found
}
