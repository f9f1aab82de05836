import { ACCESS_REASONS, ACCESS_REASON_TEXT_MAX } from '@ctc/contract/staff-access-log'
import { type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField, TextField } from '../../../components/form/form-fields'

/**
 * Why personal data is looked at, or exported: a reason from the list, or "other" with words.
 * It goes to the access log. The label, hint and the message for a missing reason say which.
 */
export function ReasonFields<T extends FieldValues & { reason: string; reasonText?: string }>({
  purpose = 'lookup',
}: {
  purpose?: 'lookup' | 'export'
}) {
  const { t } = useTranslation('admin')
  const { control } = useFormContext<T>()
  const reason = useWatch({ control, name: 'reason' as Path<T> }) as string | undefined
  const texts =
    purpose === 'export'
      ? { label: t('reason.export.label'), hint: t('reason.export.hint'), required: t('reason.export.required') }
      : { label: t('reason.label'), hint: t('reason.hint'), required: t('reason.required') }
  return (
    <>
      <SelectField<T>
        name={'reason' as Path<T>}
        label={texts.label}
        hint={texts.hint}
        required
        requiredMessage={texts.required}
        options={ACCESS_REASONS.filter((value) => value !== 'answer_question').map((value) => ({
          value,
          label: t(`reason.values.${value}`),
        }))}
      />
      {reason === 'other' && (
        <TextField<T>
          name={'reasonText' as Path<T>}
          label={t('reason.text')}
          hint={t('reason.textHint', { max: ACCESS_REASON_TEXT_MAX })}
          required
        />
      )}
    </>
  )
}
