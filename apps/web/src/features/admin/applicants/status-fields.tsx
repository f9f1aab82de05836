import { APPLICATION_STATUSES, CLOSING_REASONS, isClosingStatus } from '@ctc/contract/application-status'
import { NOTE_MAX } from '@ctc/contract/staff-applicants'
import { type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldError, SelectField, fieldId, useValidationMessage } from '../../../components/form/form-fields'
import { useStaffDirectory } from '../api/applicants'
import styles from '../console.module.css'

/** The new status, the closing reason it needs, and a note: one change of the pipeline. */
export function StatusFields<T extends FieldValues & { status: string; reason?: string; note?: string }>({
  exclude,
}: {
  /** The status the application is in (no move to itself). */
  exclude?: string
}) {
  const { t } = useTranslation('admin')
  const { control, register, formState, getFieldState } = useFormContext<T>()
  const status = useWatch({ control, name: 'status' as Path<T> }) as string | undefined
  const message = useValidationMessage()
  const noteError = message(getFieldState('note' as Path<T>, formState).error?.message)
  return (
    <>
      <SelectField<T>
        name={'status' as Path<T>}
        label={t('applicants.newStatus')}
        required
        requiredMessage={t('applicants.statusRequired')}
        options={APPLICATION_STATUSES.filter((value) => value !== exclude).map((value) => ({
          value,
          label: t(`applicants.status.${value}`),
        }))}
      />
      {status && isClosingStatus(status) && (
        <SelectField<T>
          name={'reason' as Path<T>}
          label={t('applicants.reason')}
          hint={t('applicants.reasonHint')}
          required
          options={CLOSING_REASONS.map((value) => ({ value, label: t(`applicants.reasons.${value}`) }))}
        />
      )}
      <div>
        <label htmlFor={fieldId('note')} className={styles.fieldLabel}>
          {t('applicants.note')}
        </label>
        <textarea
          id={fieldId('note')}
          className={styles.textarea}
          rows={3}
          maxLength={NOTE_MAX}
          aria-describedby={noteError ? 'note-error' : undefined}
          aria-invalid={noteError ? true : undefined}
          {...register('note' as Path<T>)}
        />
        <FieldError id="note-error" message={noteError} />
      </div>
    </>
  )
}

/** A status as a badge. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin')
  return (
    <span className={`${styles.badge} ${styles[`pipeline_${status}`] ?? ''}`}>{t(`applicants.status.${status}`)}</span>
  )
}

/** A staff member to own a notice or an application, or nobody ('' in `value`). */
export function OwnerSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('admin')
  const staff = useStaffDirectory().data?.dataList ?? []
  return (
    <label className={styles.fieldLabel}>
      {label}
      <select className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('applicants.nobody')}</option>
        {staff.map((member) => (
          <option key={member.staffId} value={member.staffId}>
            {member.name}
          </option>
        ))}
      </select>
    </label>
  )
}
