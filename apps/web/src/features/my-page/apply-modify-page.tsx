import type { VolunteerProfileResponse } from '@ctc/contract/my-page'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDraftedForm } from '../../components/form/drafted-form'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import {
  HEALTH_FIELD_ORDER,
  HealthFields,
  TermField,
  useVolunteerLabels,
} from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { saveVolunteerProfile, useVolunteerProfile } from './api/volunteer-profile'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'
import { RequirePassword } from './require-password'
import { AlwaysApplyField, DraftRestored, FormActions, useSave } from './save-form'
import {
  type VolunteerProfileForm,
  type VolunteerProfileFormInput,
  VolunteerProfileFormSchema,
  formValues,
  toRequest,
} from './volunteer-profile-form'

const ORDER = ['alwaysApplyYn', 'entryMonth', ...HEALTH_FIELD_ORDER]

function EditForm({ data }: { data: VolunteerProfileResponse['data'] }) {
  const { t } = useTranslation(['mypage', 'form'])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const labels = { ...useVolunteerLabels(), alwaysApplyYn: t('mypage:apply.alwaysApply') }
  const { form, restored, discardDraft } = useDraftedForm<VolunteerProfileFormInput, VolunteerProfileForm>(
    'volunteer-profile',
    { resolver: zodResolver(VolunteerProfileFormSchema), defaultValues: formValues(data) },
  )
  const { save, message } = useSave()

  const onSubmit = form.handleSubmit((values) =>
    save(async () => {
      await saveVolunteerProfile(locale, toRequest(values))
      discardDraft()
      await navigate(pathTo('apply', locale), { replace: true, state: { saved: true } })
    }),
  )

  return (
    <FormProvider {...form}>
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ORDER)}
          message={message}
          submitCount={form.formState.submitCount}
        />
        <DraftRestored shown={restored} />
        <p>{t('form:requiredNote')}</p>
        <AlwaysApplyField label={labels.alwaysApplyYn} />
        <TermField />
        <HealthFields headingLevel={2} />
        <FormActions
          cancelTo={pathTo('apply', locale)}
          onCancel={discardDraft}
          submitLabel={t('mypage:save')}
          submitting={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  )
}

function ApplyModify() {
  const locale = useActiveLocale()
  const query = useVolunteerProfile(locale)
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  return <EditForm data={query.data.data} />
}

/** `/{locale}/myinfo/applyModify`: edits the volunteer form with the shared form fields. */
export function ApplyModifyPage() {
  return (
    <RequirePassword>
      <ApplyModify />
    </RequirePassword>
  )
}
