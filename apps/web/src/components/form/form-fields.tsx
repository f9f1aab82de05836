import { messageParts } from '@ctc/contract/text'
import { MIN_VOLUNTEER_AGE } from '@ctc/contract/volunteer-form'
import { type ReactNode, useId } from 'react'
import { type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styles from './form.module.css'

/**
 * Form primitives that read react-hook-form's context: each is labelled, says
 * when it is required, and ties its error to the control (aria-describedby).
 */

/** The localized text of a validation message key from the contract, with the limit it carries (`tooLong:50`). */
export function useValidationMessage() {
  const { t } = useTranslation('form')
  return (message: string | undefined) => {
    if (!message) return undefined
    const { key, max } = messageParts(message)
    // A schema that gives no limit (a bare 'tooLong') still reads well.
    const known = key === 'tooLong' && max === undefined ? 'tooLongNoLimit' : key
    return t(`validation.${known}`, { defaultValue: t('validation.invalid'), minAge: MIN_VOLUNTEER_AGE, max })
  }
}

/** A field's localized error and the ids that tie its hint and error to the control. */
function useFieldMessages(name: string, hint: string | undefined, requiredMessage?: string) {
  const { formState, getFieldState } = useFormContext()
  const key = getFieldState(name, formState).error?.message
  const generic = useValidationMessage()(key)
  const error = key === 'required' && requiredMessage ? requiredMessage : generic
  const hintId = useId()
  const errorId = useId()
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return { error, hintId, errorId, describedBy }
}

/** The id of a field's control, so that the error summary can link to it. */
export function fieldId(name: string) {
  return `field-${name}`
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  )
}

interface BaseProps<T extends FieldValues> {
  name: Path<T>
  label: string
  hint?: string
  required?: boolean
  /** What to say when a required field is left empty, naming it ("Choose the reason for the export."). */
  requiredMessage?: string
}

// The star is for the eye; a screen reader hears the word instead.
function RequiredMark() {
  const { t } = useTranslation('form')
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        {' '}
        *
      </span>
      <span className="visually-hidden"> ({t('required')})</span>
    </>
  )
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && <RequiredMark />}
    </label>
  )
}

function Hint({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p id={id} className={styles.hint}>
      {text}
    </p>
  )
}

export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  requiredMessage,
  type = 'text',
  autoComplete,
  inputMode,
  children,
}: BaseProps<T> & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'number'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email'
  children?: ReactNode
}) {
  const { register } = useFormContext<T>()
  const { error, hintId, errorId, describedBy } = useFieldMessages(name, hint, requiredMessage)
  const id = fieldId(name)
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <Hint id={hintId} text={hint} />
      <input
        id={id}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(name)}
      />
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A date as YYYY-MM-DD: the browser's date picker, still typeable with the keyboard. */
export function DateField<T extends FieldValues>(props: BaseProps<T> & { autoComplete?: string }) {
  return <TextField {...props} type="date" />
}

export interface Option {
  value: string
  label: string
}

export function SelectField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  requiredMessage,
  options,
  placeholder,
}: BaseProps<T> & { options: readonly Option[]; placeholder?: string }) {
  const { t } = useTranslation('form')
  const { register, control } = useFormContext<T>()
  // Controlled by the form's value: the options often arrive (code lists) after the stored
  // value, and an uncontrolled select would then show 'choose' while the form holds the value.
  const value = useWatch({ control, name }) as string | undefined
  const { error, hintId, errorId, describedBy } = useFieldMessages(name, hint, requiredMessage)
  const id = fieldId(name)
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <Hint id={hintId} text={hint} />
      <select
        id={id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(name)}
        value={value ?? ''}
      >
        <option value="">{placeholder ?? t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export function RadioGroup<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  options,
}: BaseProps<T> & { options: readonly Option[] }) {
  const { register } = useFormContext<T>()
  const { error, hintId, errorId, describedBy } = useFieldMessages(name, hint)
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <Hint id={hintId} text={hint} />
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              value={option.value}
              // The summary links to the first choice of the group.
              id={index === 0 ? fieldId(name) : undefined}
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

export function CheckboxField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { register } = useFormContext<T>()
  return (
    <label className={styles.option}>
      <input type="checkbox" id={fieldId(name)} {...register(name)} />
      {label}
    </label>
  )
}
