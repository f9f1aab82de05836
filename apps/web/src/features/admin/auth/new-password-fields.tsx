import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/form/form-fields'

interface NewPasswordValues {
  password: string
  passwordConfirm: string
}

/** A new staff password and its confirmation, with the member rule and the common-password note. */
export function NewPasswordFields({ labels }: { labels: NewPasswordValues }) {
  const { t } = useTranslation(['admin', 'form'])
  return (
    <>
      <TextField<NewPasswordValues>
        name="password"
        type="password"
        label={labels.password}
        hint={`${t('form:passwordHint')} ${t('setup.commonHint')}`}
        autoComplete="new-password"
        required
      />
      <TextField<NewPasswordValues>
        name="passwordConfirm"
        type="password"
        label={labels.passwordConfirm}
        autoComplete="new-password"
        required
      />
    </>
  )
}
