import type { ApplicationStatus } from '@ctc/contract/application-status'
import {
  type ApplicantDetailResponse,
  type StatusChangeForm,
  StatusChangeFormSchema,
} from '@ctc/contract/staff-applicants'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { changeStatus, updateApplicant, useApplicant } from '../api/applicants'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { ApplicationStatusBadge, OwnerSelect, StatusFields } from './status-fields'
import { SubmittedForm } from './submitted-form'

/** One applicant: the application as submitted, its history, and the next move. */
export function ApplicantPage() {
  const { t } = useTranslation('admin')
  const applicationId = Number(useParams().applicationId)
  const query = useApplicant(applicationId)
  const toMessage = useConsoleError()
  useConsoleTitle(t('applicant.title'))
  if (query.isError) return <LoadError message={toMessage(query.error)} />
  if (!query.data) return <ConsoleLoading />
  return <Applicant data={query.data} />
}

function Applicant({ data }: { data: ApplicantDetailResponse }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const { applicant, history } = data
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>
          {t('applicant.title')}: {applicant.name}
        </h1>
        <Link to={`/admin/notices/${applicant.studyId}/applicants`}>{t('applicant.back')}</Link>
      </div>
      <section className={styles.panel} aria-labelledby="summary-title">
        <h2 id="summary-title">{t('applicant.summary')}</h2>
        <dl className={styles.definitions}>
          <div>
            <dt>{t('applicant.notice')}</dt>
            <dd lang="ko">{applicant.studyTitle}</dd>
          </div>
          <div>
            <dt>{t('applicants.columns.status')}</dt>
            <dd>
              <ApplicationStatusBadge status={applicant.status} />
              {applicant.stale && <span className={styles.stale}>{t('applicants.stale')}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('applicants.columns.applied')}</dt>
            <dd>{formatDateTime(locale, applicant.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('applicants.columns.channel')}</dt>
            <dd>
              {t(`applicants.channel.${applicant.channel}`)} ·{' '}
              {t(applicant.member ? 'applicant.member' : 'applicant.guest')}
            </dd>
          </div>
          <div>
            <dt>{t('applicant.consent')}</dt>
            <dd>
              {formatDateTime(locale, applicant.consentedAt)} ({applicant.consentVersion})
              {applicant.consentTakenBy && ` · ${t('applicant.consentTakenBy', { name: applicant.consentTakenBy })}`}
            </dd>
          </div>
        </dl>
      </section>
      <StatusForm
        key={`${applicant.status}-${history.length}`}
        applicationId={applicant.applicationId}
        status={applicant.status}
      />
      <OwnerForm
        key={`${applicant.ownerStaffId}-${applicant.nextActionOn}`}
        applicationId={applicant.applicationId}
        ownerStaffId={applicant.ownerStaffId}
        nextActionOn={applicant.nextActionOn}
      />
      <section className={styles.panel} aria-labelledby="history-title">
        <h2 id="history-title">{t('applicant.history')}</h2>
        <ol className={styles.history}>
          {history.map((event) => (
            <li key={`${event.kind}-${event.eventId}`}>
              <strong>{formatDateTime(locale, event.at)}</strong> {event.staffName && `· ${event.staffName} `}·{' '}
              {event.kind === 'status' && event.fromStatus && event.toStatus
                ? t('applicant.events.status', {
                    from: t(`applicants.status.${event.fromStatus}`),
                    to: t(`applicants.status.${event.toStatus}`),
                  })
                : event.kind === 'owner'
                  ? t('applicant.events.owner', { name: event.value ?? t('applicants.nobody') })
                  : event.kind === 'next_action'
                    ? t('applicant.events.nextAction', {
                        date: event.value ? formatDate(locale, event.value) : t('applicant.none'),
                      })
                    : t('applicant.events.created')}
              {event.reason && ` (${t(`applicants.reasons.${event.reason}`)})`}
              {event.note && <p className={styles.bodyText}>{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.panel} aria-labelledby="form-title">
        <h2 id="form-title">{t('applicant.form')}</h2>
        <SubmittedForm form={applicant.form} />
      </section>
    </>
  )
}

type StatusValues = StatusChangeForm

function StatusForm({ applicationId, status }: { applicationId: number; status: ApplicationStatus }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const form = useForm<StatusValues>({
    resolver: zodResolver(StatusChangeFormSchema),
    defaultValues: { note: '' },
  })
  const save = useMutation({
    mutationFn: (values: StatusValues) =>
      changeStatus(applicationId, { ...values, note: values.note || undefined, fromStatus: status }),
    onSuccess: (answer) => queryClient.setQueryData(['admin', 'application', applicationId], answer),
  })
  return (
    <section className={styles.panel} aria-labelledby="status-title">
      <h2 id="status-title">{t('applicant.move')}</h2>
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.narrowForm}
          onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
        >
          <StatusFields<StatusValues> exclude={status} />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {t('applicant.save')}
            </button>
          </div>
          {save.isError && (
            <p role="alert" className={styles.error}>
              {toMessage(save.error)}
            </p>
          )}
        </form>
      </FormProvider>
    </section>
  )
}

function OwnerForm({
  applicationId,
  ownerStaffId,
  nextActionOn,
}: {
  applicationId: number
  ownerStaffId: number | null
  nextActionOn: string | null
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [owner, setOwner] = useState(ownerStaffId === null ? '' : String(ownerStaffId))
  const [next, setNext] = useState(nextActionOn ?? '')
  const save = useMutation({
    mutationFn: () =>
      updateApplicant(applicationId, { ownerStaffId: owner ? Number(owner) : null, nextActionOn: next || null }),
    onSuccess: (answer) => queryClient.setQueryData(['admin', 'application', applicationId], answer),
  })
  return (
    <section className={styles.panel} aria-labelledby="owner-title">
      <h2 id="owner-title">{t('applicant.ownerTitle')}</h2>
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <OwnerSelect label={t('applicants.columns.owner')} value={owner} onChange={setOwner} />
        <label className={styles.fieldLabel}>
          {t('applicants.columns.nextAction')}
          <input
            className={styles.control}
            type="date"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('applicant.save')}
        </button>
        {save.isError && (
          <p role="alert" className={styles.error}>
            {toMessage(save.error)}
          </p>
        )}
      </form>
    </section>
  )
}
