import { type FindUserPwdRequest, FindUserPwdRequestSchema } from '@ctc/contract/register'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { TextField } from '../../components/form/form-fields'
import { BirthMobileFields } from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { findUserPwd } from './api/find-user-pwd'
import styles from './auth.module.css'
import { useAccountError } from './use-account-error'
import { useFocusWhen } from '../../lib/use-focus-when'

type Form = FindUserPwdRequest

export function PwFindPage() {
  const { t } = useTranslation(['account', 'form'])
  const locale = useActiveLocale()
  const toMessage = useAccountError()
  const form = useForm<Form>({
    resolver: zodResolver(FindUserPwdRequestSchema),
    defaultValues: { email: '', name: '', birth: '', mobile: '' },
  })
  const mutation = useMutation({ mutationFn: findUserPwd })
  const resultRef = useFocusWhen<HTMLDivElement>(mutation.isSuccess)

  const labels = {
    email: t('login.email'),
    name: t('form:volunteer.name'),
    birth: t('form:volunteer.birth'),
    mobile: t('form:volunteer.mobile'),
  }
  return (
    <div className={styles.panel}>
      <p>{t('pwFind.intro')}</p>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}>
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ['email', 'name', 'birth', 'mobile'])}
            message={mutation.isError ? toMessage(mutation.error) : undefined}
            submitCount={form.formState.submitCount}
          />
          <TextField<Form> name="email" label={labels.email} type="email" required autoComplete="email" />
          <TextField<Form> name="name" label={labels.name} required autoComplete="name" />
          <BirthMobileFields />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={mutation.isPending}>
              {t('pwFind.submit')}
            </button>
          </div>
        </form>
      </FormProvider>
      {mutation.isSuccess && (
        <div ref={resultRef} className={styles.result} tabIndex={-1} role="status">
          <p>{t('pwFind.sent')}</p>
        </div>
      )}
      <ul className={styles.links}>
        <li>
          <Link to={pathTo('idFind', locale)}>{t('login.findId')}</Link>
        </li>
        <li>
          <Link to={pathTo('login', locale)}>{t('idFind.toLogin')}</Link>
        </li>
      </ul>
    </div>
  )
}
