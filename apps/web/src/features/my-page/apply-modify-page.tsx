import type { VolunteerApplicationResponse } from '@ctc/contract/my-page'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { RadioGroup } from '../../components/form/form-fields'
import {
  HEALTH_FIELD_ORDER,
  HealthFields,
  TermField,
  useVolunteerLabels,
} from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { saveVolunteerApplication, useVolunteerApplication } from './api/volunteer-application'
import { MemberOnly, useSessionLost } from './member-only'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'
import {
  type VolunteerApplicationForm,
  type VolunteerApplicationFormInput,
  VolunteerApplicationFormSchema,
  formValues,
  toRequest,
} from './volunteer-application-form'

const ORDER = ['alwaysApplyYn', 'entryMonth', ...HEALTH_FIELD_ORDER]

function EditForm({ data }: { data: VolunteerApplicationResponse['data'] }) {
  const { t } = useTranslation(['mypage', 'form'])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const labels = { ...useVolunteerLabels(), alwaysApplyYn: t('mypage:apply.alwaysApply') }
  const form = useForm<VolunteerApplicationFormInput, unknown, VolunteerApplicationForm>({
    resolver: zodResolver(VolunteerApplicationFormSchema),
    defaultValues: formValues(data),
  })
  const [failure, setFailure] = useState<unknown>()
  useSessionLost(failure)

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await saveVolunteerApplication(locale, toRequest(values))
      await navigate(pathTo('apply', locale), { replace: true, state: { saved: true } })
    } catch (error) {
      setFailure(error)
    }
  })

  return (
    <FormProvider {...form}>
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ORDER)}
          message={
            failure === undefined ? undefined : errorMessage(t, failure, { SAVE_FAILED: 'mypage:errors.SAVE_FAILED' })
          }
          submitCount={form.formState.submitCount}
        />
        <p>{t('form:requiredNote')}</p>
        <RadioGroup<VolunteerApplicationFormInput>
          name="alwaysApplyYn"
          label={labels.alwaysApplyYn}
          hint={t('mypage:apply.alwaysApplyHint')}
          required
          options={[
            { value: 'Y', label: t('mypage:apply.always') },
            { value: 'N', label: t('mypage:apply.notAlways') },
          ]}
        />
        <TermField />
        <HealthFields />
        <div className={styles.actions}>
          <Link className="button" to={pathTo('apply', locale)}>
            {t('mypage:cancel')}
          </Link>
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {t('mypage:save')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

function ApplyModify() {
  const locale = useActiveLocale()
  const query = useVolunteerApplication(locale)
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  return <EditForm data={query.data.data} />
}

/** `/{locale}/myinfo/applyModify`: edits the volunteer form with the shared form fields. */
export function ApplyModifyPage() {
  return (
    <MemberOnly>
      <ApplyModify />
    </MemberOnly>
  )
}
