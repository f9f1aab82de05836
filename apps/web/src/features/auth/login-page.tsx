import { type LoginRequest, LoginRequestSchema } from '@ctc/contract/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { TextField } from '../../components/form/form-fields'
import { pathTo } from '../../config/paths'
import { safeReturnPath, withReturnTo } from '../../lib/return-path'
import { claimDrafts } from '../../lib/session-drafts'
import { storeLoginRecord } from '../../lib/storage'
import { useActiveLocale } from '../../lib/use-active-locale'
import { login } from './api/login'
import styles from './auth.module.css'
import { readSavedId, storeSavedId } from './saved-id'
import { useAccountError } from './use-account-error'

interface LoginForm {
  email: string
  password: string
  saveId: boolean
}

export function LoginPage() {
  const { t } = useTranslation('account')
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // A page that needed a login sent the visitor here (?returnTo=) and gets them back, even by way of sign-up.
  const returnTo = safeReturnPath(params.get('returnTo'))
  const sessionEnded = params.get('reason') === 'sessionEnded'
  const toMessage = useAccountError()
  // Sent here because the session ended (a page's call was refused): its record goes, so the
  // top bar no longer shows the member as logged in. Done here, after leaving the page, so that
  // the page does not send the visitor to log in a second time, without saying why.
  useEffect(() => {
    if (sessionEnded) storeLoginRecord(undefined)
  }, [sessionEnded])
  const savedId = readSavedId()
  const form = useForm<LoginForm, unknown, LoginRequest & { saveId: boolean }>({
    resolver: zodResolver(LoginRequestSchema.extend({ saveId: z.boolean() })),
    defaultValues: { email: savedId, password: '', saveId: savedId !== '' },
  })
  const mutation = useMutation({
    mutationFn: (values: LoginRequest) => login(values),
  })

  const onSubmit = form.handleSubmit(async ({ email, password, saveId }) => {
    const answer = await mutation.mutateAsync({ email, password }).catch(() => undefined)
    if (!answer) return
    storeSavedId(saveId ? email : undefined)
    await claimDrafts(email)
    storeLoginRecord({ token: answer.auth, userName: answer.userName })
    const next = returnTo ?? pathTo('main', locale)
    // A required consent has a new version: it is agreed to before anything else.
    if (answer.consentRenewal)
      await navigate(`${pathTo('consentRenewal', locale)}?returnTo=${encodeURIComponent(next)}`, { replace: true })
    else await navigate(next, { replace: true })
  })

  const labels = { email: t('login.email'), password: t('login.password') }
  return (
    <FormProvider {...form}>
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        {sessionEnded && (
          <p role="status" className={styles.notice}>
            {t('login.sessionEnded')}
          </p>
        )}
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ['email', 'password'])}
          message={mutation.isError ? toMessage(mutation.error) : undefined}
          submitCount={form.formState.submitCount}
        />
        <TextField<LoginForm> name="email" label={labels.email} type="email" autoComplete="username" required />
        <TextField<LoginForm>
          name="password"
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('saveId')} /> {t('login.saveId')}
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            {t('login.submit')}
          </button>
        </div>
        <ul className={styles.links}>
          <li>
            <Link to={withReturnTo(pathTo('join', locale), returnTo)}>{t('login.join')}</Link>
          </li>
          <li>
            <Link to={pathTo('idFind', locale)}>{t('login.findId')}</Link>
          </li>
          <li>
            <Link to={pathTo('pwFind', locale)}>{t('login.findPassword')}</Link>
          </li>
        </ul>
      </form>
    </FormProvider>
  )
}
