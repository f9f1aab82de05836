import { ACCESS_REASONS, ACCESS_REASON_TEXT_MAX } from '@ctc/contract/staff-access-log'
import { type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField, TextField } from '../../../components/form/form-fields'

/** Why personal data is looked at: a reason from the list, or "other" with words. It goes to the access log. */
export function ReasonFields<T extends FieldValues & { reason: string; reasonText?: string }>() {
  const { t } = useTranslation('admin')
  const { control } = useFormContext<T>()
  const reason = useWatch({ control, name: 'reason' as Path<T> }) as string | undefined
  return (
    <>
      <SelectField<T>
        name={'reason' as Path<T>}
        label={t('reason.label')}
        hint={t('reason.hint')}
        required
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
