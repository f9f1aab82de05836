import { type StaffLoginRequest, StaffLoginRequestSchema } from '@ctc/contract/staff-auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { TextField } from '../../../components/form/form-fields'
import { ApiError } from '../../../lib/api-client'
import { type StaffSessionEnd, startStaffSession } from '../../../lib/staff-session'
import { loginWithPassword } from '../api/auth'
import styles from '../console.module.css'
import { AuthFrame } from '../shell/auth-frame'
import { useConsoleError } from '../shell/use-console-error'
import { useStaffSession } from '../shell/use-staff-session'
import { CodeStep } from './code-step'

/** Only console paths are followed after login: never another site. */
export function safeNextPath(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.includes('//') ? next : '/admin'
}

/** Login in two steps: e-mail and password, then a code from the authenticator (or a recovery code). */
export function LoginPage() {
  const { t } = useTranslation('admin')
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useStaffSession()
  const next = safeNextPath(params.get('next'))
  const [challenge, setChallenge] = useState<string>()
  const [notice, setNotice] = useState<string | undefined>(() => {
    const state = location.state as { ended?: StaffSessionEnd; setupDone?: boolean } | null
    if (state?.setupDone) return t('login.setupDone')
    return state?.ended ? t(`login.ended.${state.ended}`) : undefined
  })
  const toMessage = useConsoleError()
  const form = useForm<StaffLoginRequest>({
    resolver: zodResolver(StaffLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  })
  const mutation = useMutation({
    mutationFn: loginWithPassword,
    onSuccess: (answer) => {
      setNotice(undefined)
      setChallenge(answer.challenge)
    },
  })

  if (session && !challenge) return <Navigate to={next} replace />

  if (challenge) {
    return (
      <AuthFrame title={t('login.codeTitle')}>
        <CodeStep
          challenge={challenge}
          onDone={(answer) => {
            startStaffSession(answer)
            void navigate(next, { replace: true })
          }}
          onRestart={() => {
            // The challenge expired: the password again, with the e-mail kept.
            form.setValue('password', '')
            setChallenge(undefined)
            setNotice(t('login.challengeExpired'))
          }}
        />
      </AuthFrame>
    )
  }

  const labels = { email: t('login.email'), password: t('login.password') }
  const serverError =
    mutation.error instanceof ApiError && mutation.error.code === 'LOGIN_MISMATCH'
      ? t('errors.LOGIN_MISMATCH')
      : mutation.error
        ? toMessage(mutation.error)
        : undefined
  return (
    <AuthFrame title={t('login.title')}>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.authForm}
          onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
        >
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ['email', 'password'])}
            message={serverError}
            submitCount={form.formState.submitCount + mutation.failureCount}
          />
          <TextField<StaffLoginRequest>
            name="email"
            type="email"
            label={labels.email}
            autoComplete="username"
            required
          />
          <TextField<StaffLoginRequest>
            name="password"
            type="password"
            label={labels.password}
            autoComplete="current-password"
            required
          />
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            {t('login.next')}
          </button>
        </form>
      </FormProvider>
    </AuthFrame>
  )
}
