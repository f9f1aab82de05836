import { type ReactNode, useId } from 'react'
import { type Path, useFormContext } from 'react-hook-form'
import { fieldId, useValidationMessage } from '../../../components/form/form-fields'
import type { NoticeFormValues } from './notice-form-values'
import fieldStyles from '../../../components/form/form.module.css'
import styles from './notice-form.module.css'

type Name = Path<NoticeFormValues>

/** The error of a field, tied to its control. */
export function useNoticeFieldError(name: Name) {
  const { formState, getFieldState } = useFormContext<NoticeFormValues>()
  const message = useValidationMessage()(getFieldState(name, formState).error?.message)
  const errorId = useId()
  return { message, errorId, describedBy: message ? errorId : undefined }
}

function Field({
  name,
  label,
  required,
  children,
}: {
  name: Name
  label: string
  required?: boolean
  children: (props: { id: string; describedBy?: string; invalid?: true }) => ReactNode
}) {
  const { message, errorId, describedBy } = useNoticeFieldError(name)
  const id = fieldId(name)
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, describedBy, invalid: message ? true : undefined })}
      {message && (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      )}
    </div>
  )
}

/** A number or nothing (an empty box is "no bound"). */
export function NumberInput({ name, label, step }: { name: Name; label: string; step?: string }) {
  const { register } = useFormContext<NoticeFormValues>()
  return (
    <Field name={name} label={label}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={step ?? '1'}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...register(name, {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        />
      )}
    </Field>
  )
}

/** A date, or nothing where the date may be left open. */
export function DateInput({ name, label, required }: { name: Name; label: string; required?: boolean }) {
  const { register } = useFormContext<NoticeFormValues>()
  return (
    <Field name={name} label={label} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="date"
          className={styles.input}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...register(name, { setValueAs: (value: string) => (required ? value : value || null) })}
        />
      )}
    </Field>
  )
}

/** One of a list; `nullable` adds "none" as an empty choice. */
export function SelectInput({
  name,
  label,
  options,
  emptyLabel,
  required,
}: {
  name: Name
  label: string
  options: readonly { value: string; label: string }[]
  /** The label of the empty choice (null); none when the field is required. */
  emptyLabel?: string
  required?: boolean
}) {
  const { register } = useFormContext<NoticeFormValues>()
  return (
    <Field name={name} label={label} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...register(name, {
            setValueAs: (value: string) => (emptyLabel !== undefined && value === '' ? null : value),
          })}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A choice of a few, as radio buttons in a group. */
export function RadioInput({
  name,
  label,
  options,
}: {
  name: Name
  label: string
  options: readonly { value: string; label: string }[]
}) {
  const { register } = useFormContext<NoticeFormValues>()
  const { message, errorId, describedBy } = useNoticeFieldError(name)
  return (
    <fieldset className={styles.radioGroup} aria-describedby={describedBy}>
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.radios}>
        {options.map((option, index) => (
          <label key={option.value}>
            <input type="radio" value={option.value} id={index === 0 ? fieldId(name) : undefined} {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      {message && (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      )}
    </fieldset>
  )
}
