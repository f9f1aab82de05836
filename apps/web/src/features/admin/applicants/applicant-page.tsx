import type { ApplicationStatus } from '@ctc/contract/application-status'
import {
  type ApplicantDetailResponse,
  type ApplicationEvent,
  NEXT_ACTION_TEXT_MAX,
  type StatusChangeForm,
  type StatusChangeFormInput,
  StatusChangeFormSchema,
  type StatusMailPreview,
} from '@ctc/contract/staff-applicants'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { formatDate, formatDateTime, formatTime } from '../../../lib/dates'
import { changeStatus, updateApplicant, useApplicant } from '../api/applicants'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { ChangeFeedback, MailedStatusesNote, type SavedChange, StatusMailFields, useStatusUndo } from './status-mail'
import { ApplicationStatusBadge, OwnerSelect, StatusFields } from './status-fields'
import { PrescreenPanel } from './prescreen-answers'
import { SubmittedForm } from './submitted-form'
import { VisitPanel } from './visit-panel'

/** After a held mail's time, how often and how many times the screen reads what became of it. */
const MAIL_CHECK_MS = 2_500
const MAIL_CHECKS = 6

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
            <dd lang="ko">
              <Link to={`/admin/notices/${applicant.studyId}`}>{applicant.studyTitle}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('applicants.columns.status')}</dt>
            <dd>
              <ApplicationStatusBadge status={applicant.status} />
              {applicant.stale && <span className={styles.stale}>{t('applicants.stale')}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('applicant.mobile')}</dt>
            <dd>{applicant.mobile || '—'}</dd>
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
              {formatDateTime(locale, applicant.consentedAt)} ·{' '}
              {t('applicant.consentVersion', { version: applicant.consentVersion })}
              {applicant.consentTakenBy && ` · ${t('applicant.consentTakenBy', { name: applicant.consentTakenBy })}`}
            </dd>
          </div>
        </dl>
      </section>
      <StatusPanel data={data} />
      <VisitPanel applicationId={applicant.applicationId} studyId={applicant.studyId} />
      <OwnerForm
        key={applicant.applicationId}
        applicationId={applicant.applicationId}
        ownerStaffId={applicant.ownerStaffId}
        nextActionOn={applicant.nextActionOn}
        nextActionText={applicant.nextActionText}
      />
      <section className={styles.panel} aria-labelledby="history-title">
        <h2 id="history-title">{t('applicant.history')}</h2>
        <ol className={styles.history}>
          {history.map((event) => (
            <li key={`${event.kind}-${event.eventId}`}>
              <strong>{formatDateTime(locale, event.at)}</strong> {event.staffName && `· ${event.staffName} `}·{' '}
              <EventText event={event} />
              {event.reason && ` (${t(`applicants.reasons.${event.reason}`)})`}
              {event.mail && (
                <span className={styles.mailState}>
                  {t(`applicant.mailStates.${event.mail}`, {
                    time: event.mailAt ? formatTime(locale, event.mailAt) : '',
                  })}
                </span>
              )}
              {event.note && event.kind !== 'next_action' && <p className={styles.bodyText}>{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      {applicant.prescreen && <PrescreenPanel applicationId={applicant.applicationId} summary={applicant.prescreen} />}
      <section className={styles.panel} aria-labelledby="form-title">
        <h2 id="form-title">{t('applicant.form')}</h2>
        <SubmittedForm form={applicant.form} />
      </section>
    </>
  )
}

function EventText({ event }: { event: ApplicationEvent }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const status = (value: string | null) => (value ? t(`applicants.status.${value}`) : '')
  if (event.kind === 'status' || event.kind === 'undo') {
    return t(event.kind === 'undo' ? 'applicant.events.undo' : 'applicant.events.status', {
      from: status(event.fromStatus),
      to: status(event.toStatus),
    })
  }
  if (event.kind === 'owner') return t('applicant.events.owner', { name: event.value ?? t('applicants.nobody') })
  if (event.kind === 'next_action') {
    const date = event.value ? formatDate(locale, event.value) : t('applicant.none')
    // The words of a next action are sealed like notes and come back in `note`.
    return event.note
      ? t('applicant.events.nextActionText', { date, text: event.note })
      : t('applicant.events.nextAction', { date })
  }
  return t('applicant.events.created')
}

/** The status change, what it did about the applicant's mail, and its undo while the mail is held. */
function StatusPanel({ data }: { data: ApplicantDetailResponse }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const { applicant, history, statusMails } = data
  const applicationId = applicant.applicationId
  const [saved, setSaved] = useState<SavedChange>()
  const [checks, setChecks] = useState(0)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'application', applicationId] })
  const undo = useStatusUndo(saved, refresh)
  const mailState = saved ? history.find((event) => event.eventId === saved.eventIds[0])?.mail : undefined

  // After the hold: read again until the mail has gone (or a few tries have passed).
  useEffect(() => {
    if (checks === 0 || checks > MAIL_CHECKS || (mailState !== 'held' && mailState !== 'sending')) return
    const timer = window.setTimeout(() => {
      void refresh()
      setChecks((count) => count + 1)
    }, MAIL_CHECK_MS)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checks, mailState])

  return (
    <section className={styles.panel} aria-labelledby="status-title">
      <h2 id="status-title">{t('applicant.move')}</h2>
      <ChangeFeedback
        saved={saved}
        mailState={mailState}
        undo={undo.report}
        undoing={undo.mutation.isPending}
        onUndo={(scope) => undo.mutation.mutate(scope)}
        onHoldEnd={() => setChecks(1)}
      />
      {undo.mutation.isError && (
        <p role="alert" className={styles.error}>
          {toMessage(undo.mutation.error)}
        </p>
      )}
      <StatusForm
        key={`${applicant.status}-${history.length}`}
        applicationId={applicationId}
        status={applicant.status}
        mails={statusMails}
        onSaved={(change) => {
          undo.forget()
          setChecks(0)
          setSaved(change)
        }}
      />
    </section>
  )
}

function StatusForm({
  applicationId,
  status,
  mails,
  onSaved,
}: {
  applicationId: number
  status: ApplicationStatus
  mails: StatusMailPreview | null
  onSaved: (change: SavedChange | undefined) => void
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const form = useForm<StatusChangeFormInput, unknown, StatusChangeForm>({
    resolver: zodResolver(StatusChangeFormSchema),
    defaultValues: { note: '', notify: true },
  })
  const chosen = useWatch({ control: form.control, name: 'status' })
  const save = useMutation({
    mutationFn: (values: StatusChangeForm) =>
      changeStatus(applicationId, { ...values, note: values.note || undefined, fromStatus: status }),
    onSuccess: ({ change, ...answer }, values) => {
      onSaved(
        change
          ? { eventIds: [change.eventId], mail: change.mail, sendAt: change.sendAt, from: status, to: values.status }
          : undefined,
      )
      queryClient.setQueryData(['admin', 'application', applicationId], answer)
    },
  })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={styles.narrowForm}
        onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      >
        <MailedStatusesNote />
        <StatusFields<StatusChangeFormInput> exclude={status} />
        <StatusMailFields<StatusChangeFormInput> status={chosen} mails={mails} />
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
  )
}

function OwnerForm({
  applicationId,
  ownerStaffId,
  nextActionOn,
  nextActionText,
}: {
  applicationId: number
  ownerStaffId: number | null
  nextActionOn: string | null
  nextActionText: string | null
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [owner, setOwner] = useState(ownerStaffId === null ? '' : String(ownerStaffId))
  const [next, setNext] = useState(nextActionOn ?? '')
  const [words, setWords] = useState(nextActionText ?? '')
  const save = useMutation({
    mutationFn: () =>
      updateApplicant(applicationId, {
        ownerStaffId: owner ? Number(owner) : null,
        nextActionOn: next || null,
        nextActionText: words.trim() || null,
      }),
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
          {t('applicant.nextActionDate')}
          <input
            className={styles.control}
            type="date"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        </label>
        <div className={styles.growField}>
          <label className={styles.fieldLabel} htmlFor="next-action-text">
            {t('applicant.nextActionText')}
          </label>
          <input
            id="next-action-text"
            className={`${styles.control} ${styles.fullWidth}`}
            type="text"
            maxLength={NEXT_ACTION_TEXT_MAX}
            aria-describedby="next-action-hint"
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <p id="next-action-hint" className={styles.hint}>
            {t('applicant.nextActionHint', { max: NEXT_ACTION_TEXT_MAX })}
          </p>
        </div>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('applicant.save')}
        </button>
      </form>
      <p role="status" className={save.isError ? styles.error : styles.muted}>
        {save.isError ? toMessage(save.error) : save.isSuccess ? t('applicant.ownerSaved') : ''}
      </p>
    </section>
  )
}
