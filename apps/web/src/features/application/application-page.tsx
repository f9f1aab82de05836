import { idFromQuery } from '@ctc/contract/record-id'
import { type StudyTitleResponse, onlineApplicationRefusal } from '@ctc/contract/studies'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { PasswordCheckForm } from '../../components/password-check-form'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { useMyApplication } from '../../lib/my-application'
import { confirmPassword, forgetPasswordConfirmation } from '../../lib/password-confirmation'
import { loginPathWithReturn } from '../../lib/return-path'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'
import { useMemberStart } from './api/get-member-start'
import { useStudyTitle } from './api/get-study-title'
import type { ApplicantKind } from './application-draft'
import { ApplicationConfirm } from './application-confirm'
import { ApplicationFlow } from './application-flow'
import { ApplicationResult } from './application-result'
import styles from './application.module.css'
import { type StudyTitle, StudyHeading } from './study-heading'

function Loading() {
  const { t } = useTranslation('application')
  return (
    <p role="status" className="loading">
      {t('loading')}
    </p>
  )
}

/** Why a notice takes no online application, in the spec's words, with a way on. */
function Refusal({ message, studyId }: { message: string; studyId?: number }) {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  return (
    <div className={styles.message}>
      <p role="alert" className={styles.notice}>
        {message}
      </p>
      <div className={styles.links}>
        {studyId !== undefined && (
          <Link className="button" to={`${pathTo('recruitmentView', locale)}?studyId=${studyId}`}>
            {t('result.toStudy')}
          </Link>
        )}
        <Link className="button" to={pathTo('recruitment', locale)}>
          {t('result.toList')}
        </Link>
      </div>
    </div>
  )
}

function useRefusal(study: StudyTitleResponse['data'] | undefined): string | undefined {
  const { t } = useTranslation('application')
  const refusal = study && onlineApplicationRefusal(study)
  return refusal ? t(`errors.${refusal}`) : undefined
}

/**
 * The member's stored profile starts the form; it is behind a recent password check, which is
 * asked here, on the application's own page (its title and menu), and then the form opens.
 */
function PasswordCheck({ title, onConfirmed }: { title: StudyTitle; onConfirmed: () => void }) {
  const { t } = useTranslation(['application', 'mypage'])
  const locale = useActiveLocale()
  return (
    <>
      <StudyHeading title={title} />
      <h3 className={styles.stepTitle}>{t('application:member.passwordTitle')}</h3>
      <PasswordCheckForm
        intro={t('application:member.passwordIntro')}
        submitLabel={t('mypage:password.submit')}
        onSubmit={async (password) => {
          await confirmPassword(locale, password)
          onConfirmed()
        }}
      />
    </>
  )
}

function MemberApplication({ studyId, title }: { studyId: number; title: StudyTitle }) {
  const locale = useActiveLocale()
  const { pathname, search } = useLocation()
  // Whether this member has applied needs no password: say so before asking for it.
  const mine = useMyApplication(locale, studyId)
  const [askPassword, setAskPassword] = useState(false)
  const start = useMemberStart(locale, studyId, mine.data?.data === null && !askPassword)
  const { t } = useTranslation('application')
  const lost = [mine.error, start.error].some((error) => error instanceof ApiError && error.status === 401)
  // An ended session: log in again and come back; the draft is still there.
  if (lost) return <Navigate to={loginPathWithReturn(locale, pathname + search)} replace />
  if (mine.data?.data) {
    return (
      <>
        <StudyHeading title={title} />
        <ApplicationResult kind="already" applicant="member" studyId={studyId} />
      </>
    )
  }
  const passwordNeeded =
    askPassword || (start.error instanceof ApiError && start.error.code === 'PASSWORD_CONFIRMATION_REQUIRED')
  if (passwordNeeded) {
    return (
      <PasswordCheck
        title={title}
        onConfirmed={() => {
          setAskPassword(false)
          void start.refetch()
        }}
      />
    )
  }
  if (mine.isError || start.isError) return <Refusal message={t('errors.APPLICATION_FAILED')} studyId={studyId} />
  if (mine.isPending || start.isPending) return <Loading />
  if (start.data.data.alreadyApplied) {
    return (
      <>
        <StudyHeading title={title} />
        <ApplicationResult kind="already" applicant="member" studyId={studyId} />
      </>
    )
  }
  return (
    <ApplicationFlow
      kind="member"
      studyId={studyId}
      title={title}
      startValues={start.data.data.form}
      onPasswordNeeded={() => {
        // Saving to the profile found the check too old: ask again here; the draft keeps every answer.
        forgetPasswordConfirmation()
        setAskPassword(true)
      }}
    />
  )
}

/** `/{locale}/studyinfo/recruitmentWrite` and `recruitmentWriteMember`: applying to the notice `?studyId=`. */
export function ApplicationPage({ kind }: { kind: ApplicantKind }) {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  const { pathname, search } = useLocation()
  const [params] = useSearchParams()
  const studyId = idFromQuery(params.get('studyId'))
  const loginRecord = useLoginRecord()
  const needsLogin = kind === 'member' && !loginRecord
  const title = useStudyTitle(locale, needsLogin ? undefined : studyId)
  const refusal = useRefusal(title.data?.data)

  // Members apply logged in: a visitor goes to login and comes back here.
  if (needsLogin) return <Navigate to={loginPathWithReturn(locale, pathname + search)} replace />
  if (studyId === undefined) return <Refusal message={t('errors.STUDY_NOT_FOUND')} />
  if (title.isPending) return <Loading />
  if (title.isError) {
    const missing = title.error instanceof ApiError && title.error.code === 'STUDY_NOT_FOUND'
    return <Refusal message={t(missing ? 'errors.STUDY_NOT_FOUND' : 'errors.LOAD_FAILED')} />
  }
  if (refusal) return <Refusal message={refusal} studyId={studyId} />

  const { title: text, fallbackLocale } = title.data.data
  const studyTitle: StudyTitle = { title: text, fallbackLocale }
  // The link mailed to a non-member carries the token that confirms the application.
  const token = kind === 'guest' ? params.get('token') : null
  return (
    <div className={styles.flow}>
      {kind === 'member' ? (
        <MemberApplication studyId={studyId} title={studyTitle} />
      ) : token ? (
        <ApplicationConfirm studyId={studyId} title={studyTitle} token={token} />
      ) : (
        <ApplicationFlow kind="guest" studyId={studyId} title={studyTitle} />
      )}
    </div>
  )
}
