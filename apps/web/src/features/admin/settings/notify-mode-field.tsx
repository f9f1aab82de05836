import { NOTIFY_MODES } from '@ctc/contract/staff-settings'
import type { FieldValues, Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RadioGroup } from '../../../components/form/form-fields'

/** The three ways to hear of new applications, worded the same on both screens that offer them. */
export function NotifyModeField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { t } = useTranslation('admin')
  return (
    <RadioGroup<T>
      name={name}
      label={label}
      hint={t('notifications.modeHint')}
      required
      options={NOTIFY_MODES.map((mode) => ({ value: mode, label: t(`notifications.modes.${mode}`) }))}
    />
  )
}
