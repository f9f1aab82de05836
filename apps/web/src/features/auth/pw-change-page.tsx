import { NewPasswordShape, PasswordInputSchema, refinePasswordConfirm } from '@ctc/contract/password'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useMemo } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { z } from 'zod'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { TextField } from '../../components/form/form-fields'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'
import { changePassword } from './api/change-password'
import styles from './auth.module.css'
import { useAccountError } from './use-account-error'
import { useFocusWhen } from '../../lib/use-focus-when'

interface Form {
  currentPassword: string
  password: string
  passwordConfirm: string
}

const withLink = z.object(NewPasswordShape).superRefine(refinePasswordConfirm)
const withCurrent = z
  .object({ currentPassword: PasswordInputSchema, ...NewPasswordShape })
  .superRefine(refinePasswordConfirm)

/** A new password from the e-mailed link (?token=…) or, for a logged-in member, with the current one. */
export function PwChangePage() {
  const { t } = useTranslation(['account', 'form'])
  const locale = useActiveLocale()
  const [params] = useSearchParams()
  const token = params.get('token') ?? undefined
  const loggedIn = useLoginRecord() !== undefined
  const toMessage = useAccountError()
  const resolver = useMemo(() => zodResolver(token ? withLink : withCurrent), [token])
  const form = useForm<Form>({
    resolver: resolver as never,
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  })
  const mutation = useMutation({
    mutationFn: (values: Form) =>
      changePassword(
        token
          ? { token, password: values.password, passwordConfirm: values.passwordConfirm }
          : {
              currentPassword: values.currentPassword,
              password: values.password,
              passwordConfirm: values.passwordConfirm,
            },
      ),
  })
  const resultRef = useFocusWhen<HTMLDivElement>(mutation.isSuccess)

  if (!token && !loggedIn) {
    return (
      <div className={styles.panel}>
        <p>{t('pwChange.needLink')}</p>
        <Link className="button button-primary" to={pathTo('pwFind', locale)}>
          {t('pwFind.submit')}
        </Link>
      </div>
    )
  }

  if (mutation.isSuccess) {
    return (
      <div ref={resultRef} className={`${styles.panel} ${styles.result}`} tabIndex={-1} role="status">
        <p>{t('pwChange.done')}</p>
        {token && (
          <Link className="button button-primary" to={pathTo('login', locale)}>
            {t('idFind.toLogin')}
          </Link>
        )}
      </div>
    )
  }

  const labels = {
    currentPassword: t('pwChange.current'),
    password: t('pwChange.new'),
    passwordConfirm: t('pwChange.confirm'),
  }
  const order = token ? ['password', 'passwordConfirm'] : ['currentPassword', 'password', 'passwordConfirm']
  return (
    <FormProvider {...form}>
      <form
        className={styles.panel}
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
      >
        <ErrorSummary
          items={summarize(form.formState.errors, labels, order)}
          message={mutation.isError ? `${t('pwChange.failed')} ${toMessage(mutation.error)}` : undefined}
          submitCount={form.formState.submitCount}
        />
        {!token && (
          <TextField<Form>
            name="currentPassword"
            label={labels.currentPassword}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <TextField<Form>
          name="password"
          label={labels.password}
          hint={t('form:passwordHint')}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField<Form>
          name="passwordConfirm"
          label={labels.passwordConfirm}
          type="password"
          autoComplete="new-password"
          required
        />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            {t('pwChange.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
