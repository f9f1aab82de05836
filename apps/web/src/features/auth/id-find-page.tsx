import { type FindUserIdRequest, FindUserIdRequestSchema } from '@ctc/contract/register'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { TextField } from '../../components/form/form-fields'
import { BirthMobileFields, GenderField } from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { findUserId } from './api/find-user-id'
import styles from './auth.module.css'
import { useAccountError } from './use-account-error'
import { useFocusWhen } from '../../lib/use-focus-when'

type Form = FindUserIdRequest

export function IdFindPage() {
  const { t } = useTranslation(['account', 'form'])
  const locale = useActiveLocale()
  const toMessage = useAccountError()
  const form = useForm<Form>({
    resolver: zodResolver(FindUserIdRequestSchema),
    defaultValues: { name: '', birth: '', mobile: '' },
  })
  const mutation = useMutation({ mutationFn: findUserId })
  const resultRef = useFocusWhen<HTMLDivElement>(mutation.isSuccess)

  const labels = {
    name: t('form:volunteer.name'),
    gender: t('form:volunteer.gender'),
    birth: t('form:volunteer.birth'),
    mobile: t('form:volunteer.mobile'),
  }
  return (
    <div className={styles.panel}>
      <p>{t('idFind.intro')}</p>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}>
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ['name', 'gender', 'birth', 'mobile'])}
            message={mutation.isError ? toMessage(mutation.error) : undefined}
            submitCount={form.formState.submitCount}
          />
          <TextField<Form> name="name" label={labels.name} required autoComplete="name" />
          <GenderField />
          <BirthMobileFields />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={mutation.isPending}>
              {t('idFind.submit')}
            </button>
          </div>
        </form>
      </FormProvider>
      {mutation.isSuccess && (
        <div ref={resultRef} className={styles.result} tabIndex={-1} role="status">
          <p>{t('idFind.found')}</p>
          <p className={styles.userId}>{mutation.data.userId}</p>
          <Link className="button button-primary" to={pathTo('login', locale)}>
            {t('idFind.toLogin')}
          </Link>
        </div>
      )}
      <ul className={styles.links}>
        <li>
          <Link to={pathTo('pwFind', locale)}>{t('login.findPassword')}</Link>
        </li>
        <li>
          <Link to={pathTo('login', locale)}>{t('idFind.toLogin')}</Link>
        </li>
      </ul>
    </div>
  )
}
