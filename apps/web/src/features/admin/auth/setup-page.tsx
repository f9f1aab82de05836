import { NewPasswordShape, refinePasswordConfirm } from '@ctc/contract/password'
import { type StaffSetupTotpResponse, TotpCodeSchema, type TotpEnrolment } from '@ctc/contract/staff-auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { z } from 'zod'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { TextField } from '../../../components/form/form-fields'
import { StepIndicator } from '../../../components/step-indicator'
import { confirmSetupTotp, setSetupPassword, startSetup } from '../api/auth'
import styles from '../console.module.css'
import { AuthFrame } from '../shell/auth-frame'
import { LoadError } from '../shell/console-status'
import { formatDateTime } from '../../../lib/dates'
import { useConsoleError } from '../shell/use-console-error'
import { NewPasswordFields } from './new-password-fields'
import { useConsoleLocale } from '../shell/console-locale'
import { RecoveryCodes } from './recovery-codes'

/** The set-up token from the link `/admin/setup#token=…` (in the fragment, so that no server log keeps it). */
function tokenFromHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined
}

const SETUP_STEPS = ['password', 'authenticator', 'recovery'] as const

const PasswordFormSchema = z.object(NewPasswordShape).superRefine(refinePasswordConfirm)
type PasswordForm = z.infer<typeof PasswordFormSchema>
const CodeFormSchema = z.object({ code: TotpCodeSchema })
type CodeForm = z.input<typeof CodeFormSchema>

/**
 * Set-up of a new (or reset) staff account from its one-time link: a password, an
 * authenticator app, then the recovery codes shown once.
 */
export function SetupPage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const { hash } = useLocation()
  const [token] = useState(() => tokenFromHash(hash))
  const [enrolment, setEnrolment] = useState<TotpEnrolment>()
  const [codes, setCodes] = useState<StaffSetupTotpResponse>()
  const toMessage = useConsoleError()
  const start = useQuery({
    queryKey: ['admin', 'setup', token],
    queryFn: () => startSetup(token ?? ''),
    enabled: token !== undefined,
    staleTime: Infinity,
    retry: false,
  })

  const current = codes ? 'recovery' : enrolment ? 'authenticator' : 'password'

  let body
  if (!token) body = <LoadError message={t('errors.SETUP_LINK_INVALID')} />
  else if (start.isError) body = <LoadError message={toMessage(start.error)} />
  else if (!start.data) body = <p role="status">{t('console.loading')}</p>
  else {
    body = (
      <>
        <p>
          {t('setup.intro', {
            name: start.data.name,
            email: start.data.email,
            role: t(`roles.${start.data.role}`),
          })}{' '}
          {t('setup.expires', { time: formatDateTime(locale, start.data.expiresAt) })}
        </p>
        <StepIndicator
          steps={SETUP_STEPS}
          current={current}
          label={t('setup.stepsLabel')}
          name={(step, index) => t('setup.stepName', { number: index + 1, name: t(`setup.steps.${step}`) })}
        />
        {codes ? (
          <RecoveryCodes codes={codes.recoveryCodes} />
        ) : enrolment ? (
          <AuthenticatorStep token={token} enrolment={enrolment} onDone={setCodes} />
        ) : (
          <PasswordStep token={token} onDone={setEnrolment} />
        )}
      </>
    )
  }
  return <AuthFrame title={t('setup.title')}>{body}</AuthFrame>
}

export function PasswordStep({ token, onDone }: { token: string; onDone: (enrolment: TotpEnrolment) => void }) {
  const { t } = useTranslation(['admin', 'form'])
  const toMessage = useConsoleError()
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  })
  const mutation = useMutation({
    mutationFn: (values: PasswordForm) => setSetupPassword({ setupToken: token, ...values }),
    onSuccess: onDone,
  })
  const labels = { password: t('setup.password'), passwordConfirm: t('setup.passwordConfirm') }
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={styles.authForm}
        onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
      >
        <h2>{t('setup.steps.password')}</h2>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ['password', 'passwordConfirm'])}
          message={mutation.error ? toMessage(mutation.error) : undefined}
          submitCount={form.formState.submitCount + mutation.failureCount}
        />
        <NewPasswordFields labels={labels} />
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {t('setup.next')}
        </button>
      </form>
    </FormProvider>
  )
}

/** The secret in groups of four, easier to read out and type. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

export function AuthenticatorStep({
  token,
  enrolment,
  onDone,
}: {
  token: string
  enrolment: TotpEnrolment
  onDone: (codes: StaffSetupTotpResponse) => void
}) {
  const { t } = useTranslation('admin')
  const toMessage = useConsoleError()
  const form = useForm<CodeForm>({ resolver: zodResolver(CodeFormSchema) as never, defaultValues: { code: '' } })
  const mutation = useMutation({
    mutationFn: (code: string) => confirmSetupTotp(token, code),
    onSuccess: onDone,
  })
  return (
    <div>
      <h2>{t('setup.steps.authenticator')}</h2>
      <p>{t('setup.scan')}</p>
      <div className={styles.enrolment}>
        <img src={enrolment.qrCodeDataUrl} alt={t('setup.qrAlt')} width={200} height={200} />
        <div>
          <p>{t('setup.manual')}</p>
          <p className={styles.secret}>
            <code aria-label={t('setup.secretLabel')}>{groupSecret(enrolment.secret)}</code>
          </p>
        </div>
      </div>
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.authForm}
          onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values.code))(event)}
        >
          <ErrorSummary
            items={summarize(form.formState.errors, { code: t('login.code') }, ['code'])}
            message={mutation.error ? toMessage(mutation.error) : undefined}
            submitCount={form.formState.submitCount + mutation.failureCount}
          />
          <TextField<CodeForm>
            name="code"
            label={t('login.code')}
            hint={t('setup.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            {t('setup.confirmCode')}
          </button>
        </form>
      </FormProvider>
    </div>
  )
}
