import { type StaffPasswordChangeRequest, StaffPasswordChangeRequestSchema } from '@ctc/contract/staff-auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { TextField } from '../../../components/form/form-fields'
import { endStaffSession } from '../../../lib/staff-session'
import { changeOwnPassword } from '../api/auth'
import styles from '../console.module.css'
import { useConsoleError } from '../shell/use-console-error'
import { NewPasswordFields } from './new-password-fields'
import { useConsoleTitle } from '../shell/use-console-title'

/** A new password for oneself; every session of the account ends, so the next step is the login. */
export function PasswordPage() {
  const { t } = useTranslation(['admin', 'form'])
  const navigate = useNavigate()
  const toMessage = useConsoleError()
  useConsoleTitle(t('password.title'))
  const form = useForm<StaffPasswordChangeRequest>({
    resolver: zodResolver(StaffPasswordChangeRequestSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  })
  const mutation = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: async () => {
      endStaffSession('passwordChanged')
      await navigate('/admin/login', { replace: true, state: { ended: 'passwordChanged' } })
    },
  })
  const labels = {
    currentPassword: t('password.current'),
    password: t('password.new'),
    passwordConfirm: t('password.confirm'),
  }
  return (
    <>
      <h1>{t('password.title')}</h1>
      <p>{t('password.intro')}</p>
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.narrowForm}
          onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
        >
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ['currentPassword', 'password', 'passwordConfirm'])}
            message={mutation.error ? toMessage(mutation.error) : undefined}
            submitCount={form.formState.submitCount + mutation.failureCount}
          />
          <TextField<StaffPasswordChangeRequest>
            name="currentPassword"
            type="password"
            label={labels.currentPassword}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields labels={labels} />
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            {t('password.submit')}
          </button>
        </form>
      </FormProvider>
    </>
  )
}
