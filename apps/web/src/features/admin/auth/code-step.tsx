import { RecoveryCodeSchema, type StaffSession, TotpCodeSchema } from '@ctc/contract/staff-auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { TextField } from '../../../components/form/form-fields'
import { ApiError } from '../../../lib/api-client'
import { loginWithCode } from '../api/auth'
import styles from '../console.module.css'
import { useConsoleError } from '../shell/use-console-error'

const CodeFormSchema = z.object({ code: TotpCodeSchema })
const RecoveryFormSchema = z.object({ code: RecoveryCodeSchema })
interface CodeForm {
  code: string
}

interface CodeStepProps {
  challenge: string
  onDone: (session: StaffSession) => void
  onRestart: () => void
}

/** Step 2 of the login: the 6-digit code of the authenticator app, or one of the recovery codes. */
export function CodeStep(props: CodeStepProps) {
  const [recovery, setRecovery] = useState(false)
  // A form of its own for each kind of code: its rule and its field start afresh.
  return <CodeEntry key={String(recovery)} {...props} recovery={recovery} onSwitch={() => setRecovery(!recovery)} />
}

function CodeEntry({
  challenge,
  onDone,
  onRestart,
  recovery,
  onSwitch,
}: CodeStepProps & { recovery: boolean; onSwitch: () => void }) {
  const { t } = useTranslation('admin')
  const toMessage = useConsoleError()
  const form = useForm<CodeForm>({
    resolver: zodResolver(recovery ? RecoveryFormSchema : CodeFormSchema) as never,
    defaultValues: { code: '' },
  })
  const mutation = useMutation({
    mutationFn: (code: string) => loginWithCode(recovery ? { challenge, recoveryCode: code } : { challenge, code }),
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'LOGIN_CHALLENGE_INVALID') onRestart()
    },
  })
  const label = recovery ? t('login.recoveryCode') : t('login.code')

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={styles.authForm}
        onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values.code))(event)}
      >
        <p>{recovery ? t('login.recoveryIntro') : t('login.codeIntro')}</p>
        <ErrorSummary
          items={summarize(form.formState.errors, { code: label }, ['code'])}
          message={mutation.error ? toMessage(mutation.error) : undefined}
          submitCount={form.formState.submitCount + mutation.failureCount}
        />
        <TextField<CodeForm>
          name="code"
          label={label}
          hint={recovery ? t('login.recoveryHint') : undefined}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          required
        />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            {t('login.submit')}
          </button>
          <button type="button" className={styles.linkButton} onClick={onSwitch}>
            {recovery ? t('login.useCode') : t('login.useRecovery')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
