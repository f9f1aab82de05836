import { type PasswordConfirmRequest, PasswordConfirmRequestSchema } from '@ctc/contract/my-page'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../lib/error-message'
import { ErrorSummary, summarize } from './form/error-summary'
import { TextField } from './form/form-fields'
import styles from './form/form.module.css'

/**
 * The current password, asked before member info, the volunteer form, a member's application
 * from the stored profile, and withdrawal. Its texts are My Page's (the `mypage` catalog).
 */
export function PasswordCheckForm({
  intro,
  submitLabel,
  onSubmit,
  children,
}: {
  intro: string
  submitLabel: string
  /** Throws the API's error when the password is refused. */
  onSubmit: (password: string) => Promise<void>
  children?: ReactNode
}) {
  const { t } = useTranslation('mypage')
  const form = useForm<PasswordConfirmRequest>({
    resolver: zodResolver(PasswordConfirmRequestSchema),
    defaultValues: { password: '' },
  })
  const [failure, setFailure] = useState<string>()
  const labels = { password: t('password.label') }

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined)
    try {
      await onSubmit(password)
    } catch (error) {
      form.resetField('password')
      setFailure(errorMessage(t, error, { PASSWORD_MISMATCH: 'mypage:errors.PASSWORD_MISMATCH' }))
    }
  })

  return (
    <FormProvider {...form}>
      <form className={styles.panel} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ['password'])}
          message={failure}
          submitCount={form.formState.submitCount}
        />
        <p>{intro}</p>
        <TextField<PasswordConfirmRequest>
          name="password"
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={styles.actions}>
          {children}
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
