import { type AccessReasonInput, AccessReasonSchemaWithText } from '@ctc/contract/staff-access-log'
import type { MemberRecordResponse } from '@ctc/contract/staff-members'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { sendMemberResetLink, unlockMember, useMemberRecord } from '../api/members'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { ReasonFields } from './reason-fields'

/** One member's record (profile, account, applications, questions) and the support actions, each with a reason. */
export function MemberRecordPage() {
  const { t } = useTranslation('admin')
  const memberId = Number(useParams().memberId)
  const location = useLocation()
  const [reason, setReason] = useState<AccessReasonInput | undefined>(
    () => (location.state as { reason?: AccessReasonInput } | null)?.reason,
  )
  const record = useMemberRecord(memberId, reason)
  const toMessage = useConsoleError()
  useConsoleTitle(t('member.title'))

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('member.title')}</h1>
        <Link to="/admin/members">{t('member.back')}</Link>
      </div>
      {!reason ? (
        <ReasonForm intro={t('member.reasonFirst')} submitLabel={t('member.open')} onSubmit={setReason} />
      ) : record.isError ? (
        <LoadError message={toMessage(record.error)} />
      ) : !record.data ? (
        <ConsoleLoading />
      ) : (
        <MemberRecord memberId={memberId} data={record.data} />
      )}
    </>
  )
}

function ReasonForm({
  intro,
  submitLabel,
  onSubmit,
  extraButton,
  pending,
  error,
}: {
  intro?: string
  submitLabel: string
  onSubmit: (reason: AccessReasonInput) => void
  extraButton?: { label: string; onSubmit: (reason: AccessReasonInput) => void }
  pending?: boolean
  error?: string
}) {
  const { t } = useTranslation('admin')
  const form = useForm<AccessReasonInput>({
    resolver: zodResolver(AccessReasonSchemaWithText),
    defaultValues: { reason: undefined, reasonText: '' },
  })
  const clean = (values: AccessReasonInput) => ({ reason: values.reason, reasonText: values.reasonText || undefined })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={styles.narrowForm}
        onSubmit={(event) => void form.handleSubmit((values) => onSubmit(clean(values)))(event)}
      >
        {intro && <p>{intro}</p>}
        <ErrorSummary
          items={summarize(form.formState.errors, { reason: t('reason.label'), reasonText: t('reason.text') }, [
            'reason',
            'reasonText',
          ])}
          message={error}
          submitCount={form.formState.submitCount}
        />
        <ReasonFields<AccessReasonInput> />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={pending}>
            {submitLabel}
          </button>
          {extraButton && (
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={() => void form.handleSubmit((values) => extraButton.onSubmit(clean(values)))()}
            >
              {extraButton.label}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  )
}

function MemberRecord({ memberId, data }: { memberId: number; data: MemberRecordResponse }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  // Unlocked here: shown at once, without reading (and logging) the whole record again.
  const [unlocked, setUnlocked] = useState(false)
  const member = { ...data.member, locked: data.member.locked && !unlocked }
  const action = useMutation({
    mutationFn: ({ kind, reason }: { kind: 'unlock' | 'resetLink'; reason: AccessReasonInput }) =>
      kind === 'unlock' ? unlockMember(memberId, reason) : sendMemberResetLink(memberId, reason),
    onSuccess: (_answer, { kind }) => {
      if (kind === 'unlock') setUnlocked(true)
    },
  })
  const rows: [string, string][] = [
    [t('member.fields.name'), member.name],
    [t('member.fields.email'), member.userId],
    [t('member.fields.mobile'), member.mobile],
    [t('member.fields.birth'), formatDate(locale, member.birth)],
    [
      t('member.fields.gender'),
      member.gender === 'M' ? t('member.male') : member.gender === 'F' ? t('member.female') : member.gender,
    ],
    [t('member.fields.locale'), t(`locales.${member.locale}`)],
    [t('member.fields.joined'), formatDate(locale, member.joinDate)],
    [t('member.fields.volunteerForm'), member.hasVolunteerProfile ? t('member.yes') : t('member.no')],
  ]
  return (
    <>
      <section className={styles.panel} aria-labelledby="member-profile">
        <h2 id="member-profile">{t('member.profile')}</h2>
        <dl className={styles.definitions}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="member-account">
        <h2 id="member-account">{t('member.account')}</h2>
        <p role="status">
          {member.locked
            ? t('member.lockedSince', {
                time: member.lockedAt ? formatDateTime(locale, member.lockedAt) : '—',
                count: member.failedLogins,
              })
            : t('member.notLocked')}
        </p>
        <p>
          {member.contactPausedUntil
            ? t('member.contactPaused', { date: formatDateTime(locale, member.contactPausedUntil) })
            : t('member.contactOpen')}{' '}
          {member.emailVerified ? t('member.emailVerified') : t('member.emailUnverified')}
        </p>
        {action.isSuccess && (
          <p role="status" className={styles.notice}>
            {t(`member.done.${action.variables.kind}`)}
          </p>
        )}
        <ReasonForm
          intro={t('member.actionsIntro')}
          submitLabel={member.locked ? t('member.unlock') : t('member.resetLink')}
          onSubmit={(reason) => action.mutate({ kind: member.locked ? 'unlock' : 'resetLink', reason })}
          extraButton={
            member.locked
              ? { label: t('member.resetLink'), onSubmit: (reason) => action.mutate({ kind: 'resetLink', reason }) }
              : undefined
          }
          pending={action.isPending}
          error={action.error ? toMessage(action.error) : undefined}
        />
      </section>
      <section className={styles.panel} aria-labelledby="member-applications">
        <h2 id="member-applications">{t('member.applications')}</h2>
        {data.applications.length === 0 ? (
          <p>{t('member.noApplications')}</p>
        ) : (
          <ul>
            {data.applications.map((application) => (
              <li key={application.applicationId}>
                <Link to={`/admin/notices/${application.studyId}`} lang="ko">
                  {application.title}
                </Link>{' '}
                ({formatDateTime(locale, application.createdAt)}, {application.status})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="member-questions">
        <h2 id="member-questions">{t('member.questions')}</h2>
        {data.questions.length === 0 ? (
          <p>{t('member.noQuestions')}</p>
        ) : (
          <ul>
            {data.questions.map((question) => (
              <li key={question.qnaId}>
                <Link to={`/admin/questions/${question.qnaId}`}>{question.title}</Link> (
                {t(`inbox.status.${question.status}`)}, {formatDateTime(locale, question.createdAt)})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
