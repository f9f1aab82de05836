import { LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import { LOCALIZED_KEYS } from '@ctc/contract/site-content'
import { type FieldError, type FieldErrors, type FieldValues, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldId, useValidationMessage } from '../../../components/form/form-fields'
import formStyles from '../../../components/form/form.module.css'

// The identity form's fields: paths such as `name.kr` or `relatedSites.0.url`, each labelled,
// described by its hint and its error, and listed in the summary with a link to it.

/** Messages of the identity's schema that the shared validation texts do not have. */
const OWN_MESSAGES = ['url', 'range', 'analyticsId', 'tooMany', 'coordinatesPair', 'logoUnknown'] as const

/** The localized text of a validation message of this form. */
export function useIdentityMessage() {
  const { t } = useTranslation('admin')
  const generic = useValidationMessage()
  return (message: string | undefined) => {
    if (!message) return undefined
    return (OWN_MESSAGES as readonly string[]).includes(message)
      ? t(`siteIdentity.validation.${message}`)
      : generic(message)
  }
}

function useFieldError(name: string) {
  const { formState, getFieldState } = useFormContext()
  return useIdentityMessage()(getFieldState(name, formState).error?.message)
}

interface FieldProps {
  name: string
  label: string
  hint?: string
  required?: boolean
  lang?: string
}

function Described({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </>
  )
}

function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  const { t } = useTranslation('form')
  return (
    <label htmlFor={id} className={formStyles.label}>
      {label}
      {required && (
        <>
          <span className={formStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
          <span className="visually-hidden"> ({t('required')})</span>
        </>
      )}
    </label>
  )
}

/** One line of text (or an e-mail, phone, web address). */
export function LineField({
  name,
  label,
  hint,
  required,
  lang,
  type = 'text',
}: FieldProps & { type?: 'text' | 'email' | 'tel' | 'url' }) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <div className={formStyles.field}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        className={formStyles.input}
        type={type}
        lang={lang}
        autoComplete="off"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name)}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  )
}

/** Paragraphs of plain text. */
export function TextAreaField({ name, label, hint, lang }: FieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <div className={formStyles.field}>
      <Label id={id} label={label} />
      <textarea
        id={id}
        className={formStyles.input}
        rows={8}
        lang={lang}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name)}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  )
}

/** A decimal number, or nothing (null). */
export function NumberField({ name, label, hint }: FieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <div className={formStyles.field}>
      <Label id={id} label={label} />
      <input
        id={id}
        className={formStyles.input}
        type="number"
        step="any"
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  )
}

/** A text in the four locales, Korean first; `multiline` for paragraphs. */
export function LocalizedFields({
  name,
  label,
  required,
  multiline,
}: {
  name: string
  label: string
  required?: boolean
  multiline?: boolean
}) {
  const { t } = useTranslation('admin')
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{label}</legend>
      <p className={formStyles.hint}>{t('siteIdentity.localeHint')}</p>
      {LOCALIZED_KEYS.map((code) => {
        const props = {
          name: `${name}.${code}`,
          label: localizedLabel(t, label, code),
          lang: LANGUAGE_TAGS[code],
          required: required && code === 'kr',
        }
        return multiline ? <TextAreaField key={code} {...props} /> : <LineField key={code} {...props} />
      })}
    </fieldset>
  )
}

/** "Name (Korean)": a localized field's label as the summary lists it. */
export function localizedLabel(t: (key: string) => string, label: string, code: string) {
  return `${label} (${t(`locales.${code}`)})`
}

/** Every error of the form with its path, in the order the form shows them. */
export function flattenErrors(errors: FieldErrors<FieldValues>, prefix = ''): { name: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return []
    const name = prefix ? `${prefix}.${key}` : key
    const error = value as FieldError & Record<string, unknown>
    const own = typeof error.message === 'string' && error.message ? [{ name, message: error.message }] : []
    // An array's own error (too many sites) sits at `root`; its items' at their index.
    const nested = Object.entries(error)
      .filter(([child]) => !['message', 'type', 'ref', 'types'].includes(child))
      .flatMap(([child, inner]) =>
        inner && typeof inner === 'object'
          ? flattenErrors({ [child]: inner }, name).map((item) =>
              item.name === `${name}.root` ? { ...item, name } : item,
            )
          : [],
      )
    return [...own, ...nested]
  })
}
