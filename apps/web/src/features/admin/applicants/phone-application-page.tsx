import { type PhoneApplicationRequestInput, PhoneApplicationRequestSchema } from '@ctc/contract/staff-applicants'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { CheckboxField, DateField, SelectField, TextField } from '../../../components/form/form-fields'
import { GenderField } from '../../../components/volunteer-form/volunteer-form'
import { useCodeList } from '../../../lib/use-code-list'
import { createPhoneApplication } from '../api/applicants'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'

const ORDER = ['name', 'gender', 'birth', 'mobile', 'email', 'joinPath', 'consentGiven', 'consentNote', 'note'] as const

/** An application taken by phone (phone-only notices): the person, and how the consents were given on the call. */
export function PhoneApplicationPage() {
  const { t } = useTranslation(['admin', 'form'])
  const { locale } = useConsoleLocale()
  const studyId = Number(useParams().studyId)
  const navigate = useNavigate()
  const toMessage = useConsoleError()
  const joinPaths = useCodeList('joinPathCd', locale)
  useConsoleTitle(t('applicants.phone.title'))
  const form = useForm<PhoneApplicationRequestInput>({
    resolver: zodResolver(PhoneApplicationRequestSchema),
    defaultValues: { name: '', birth: '', mobile: '', email: '', joinPath: '', consentNote: '', note: '' },
  })
  const save = useMutation({
    mutationFn: (values: PhoneApplicationRequestInput) => createPhoneApplication(studyId, values),
    onSuccess: (answer) => navigate(`/admin/applications/${answer.applicant.applicationId}`),
  })
  const labels: Record<(typeof ORDER)[number], string> = {
    name: t('form:volunteer.name'),
    gender: t('form:volunteer.gender'),
    birth: t('form:volunteer.birth'),
    mobile: t('form:volunteer.mobile'),
    email: t('form:volunteer.email'),
    joinPath: t('form:volunteer.joinPath'),
    consentGiven: t('applicants.phone.consentGiven'),
    consentNote: t('applicants.phone.consentNote'),
    note: t('applicants.note'),
  }
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('applicants.phone.title')}</h1>
        <Link to={`/admin/notices/${studyId}/applicants`}>{t('applicant.back')}</Link>
      </div>
      <p>{t('applicants.phone.intro')}</p>
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.narrowForm}
          onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
        >
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ORDER)}
            message={save.isError ? toMessage(save.error) : undefined}
            submitCount={form.formState.submitCount}
          />
          <TextField<PhoneApplicationRequestInput> name="name" label={labels.name} required autoComplete="off" />
          <GenderField />
          <DateField<PhoneApplicationRequestInput> name="birth" label={labels.birth} required />
          <TextField<PhoneApplicationRequestInput> name="mobile" label={labels.mobile} type="tel" required />
          <TextField<PhoneApplicationRequestInput>
            name="email"
            label={labels.email}
            type="email"
            hint={t('applicants.phone.emailHint')}
          />
          <SelectField<PhoneApplicationRequestInput>
            name="joinPath"
            label={labels.joinPath}
            options={joinPaths.map((item) => ({ value: item.code, label: item.label }))}
          />
          <CheckboxField<PhoneApplicationRequestInput> name="consentGiven" label={labels.consentGiven} />
          <TextField<PhoneApplicationRequestInput>
            name="consentNote"
            label={labels.consentNote}
            hint={t('applicants.phone.consentNoteHint')}
            required
          />
          <TextField<PhoneApplicationRequestInput> name="note" label={labels.note} />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {t('applicants.phone.save')}
            </button>
          </div>
        </form>
      </FormProvider>
    </>
  )
}
