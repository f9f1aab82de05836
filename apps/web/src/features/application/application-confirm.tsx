import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { confirmGuestApplication, confirmationLinkQueryOptions } from './api/apply'
import { ApplicationResult, type ResultKind } from './application-result'
import { ApplicationSteps } from './application-steps'
import styles from './application.module.css'
import { type StudyTitle, StudyHeading } from './study-heading'

// Refusals of a link with a message of this feature; anything else is 'Volunteer application failed'.
const REFUSAL_KEYS: Record<string, string> = {
  CONFIRMATION_LINK_INVALID: 'errors.CONFIRMATION_LINK_INVALID',
  RECRUITMENT_CLOSED: 'errors.RECRUITMENT_CLOSED',
  RECRUITMENT_NOT_STARTED: 'errors.RECRUITMENT_NOT_STARTED',
  PHONE_APPLICATION_ONLY: 'errors.PHONE_APPLICATION_ONLY',
  STUDY_NOT_FOUND: 'errors.STUDY_NOT_FOUND',
  NETWORK: 'errors.NETWORK',
}

/**
 * The page the mailed link opens (`recruitmentWrite?studyId=&token=`): the applicant confirms with
 * a button, so that a mail scanner following the link confirms nothing. Opened again after that,
 * it says that the application is confirmed (the server is asked what the link stands for first).
 */
export function ApplicationConfirm({ studyId, title, token }: { studyId: number; title: StudyTitle; token: string }) {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  const link = useQuery(confirmationLinkQueryOptions(locale, token))
  const mutation = useMutation({ mutationFn: () => confirmGuestApplication(locale, token) })
  const resultRef = useRef<HTMLHeadingElement>(null)
  const linkError = link.error instanceof ApiError ? link.error.code : undefined
  const mutationError = mutation.error instanceof ApiError ? mutation.error.code : undefined
  // A refusal of the link when the page opened counts as one of the button: it would be the same.
  const errorCode = mutationError ?? (linkError === 'CONFIRMATION_LINK_INVALID' ? linkError : undefined)
  const confirmedBefore = link.data?.data.state === 'confirmed' || mutationError === 'ALREADY_CONFIRMED'
  const result: ResultKind | undefined = mutation.isSuccess
    ? 'success'
    : mutationError === 'ALREADY_APPLIED'
      ? 'already'
      : confirmedBefore
        ? 'confirmed'
        : undefined

  // The answer takes focus, as a new page would; not when the page opens on it.
  useEffect(() => {
    if (mutation.isSuccess || mutation.isError) resultRef.current?.focus()
  }, [mutation.isSuccess, mutation.isError, result])

  if (result) {
    return (
      <>
        <StudyHeading title={title} />
        <ApplicationSteps current="complete" />
        <ApplicationResult
          ref={resultRef}
          kind={result}
          applicant="guest"
          studyId={link.data?.data.studyId ?? studyId}
        />
      </>
    )
  }
  if (link.isPending) {
    return (
      <p role="status" className="loading">
        {t('loading')}
      </p>
    )
  }
  // The button's refusal, or the link's when the page opened on a refused link.
  const refused = mutation.isError ? mutation.error : errorCode ? link.error : undefined
  const refusal = refused ? errorMessage(t, refused, REFUSAL_KEYS, 'errors.APPLICATION_FAILED') : undefined
  // A used link or a closed recruitment stays so: only a failure to get an answer is worth a retry.
  const final = errorCode !== undefined && errorCode !== 'NETWORK' && errorCode in REFUSAL_KEYS
  return (
    <>
      <StudyHeading title={title} />
      <h3 className={styles.stepTitle}>{t('confirmLink.title')}</h3>
      {refusal && (
        <p role="alert" className={styles.notice}>
          {refusal}
        </p>
      )}
      {!final && <p>{t('confirmLink.message')}</p>}
      <div className={styles.links}>
        {!final && (
          <button
            type="button"
            className="button button-primary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {t('confirmLink.submit')}
          </button>
        )}
        {errorCode === 'CONFIRMATION_LINK_INVALID' && (
          <Link className="button" to={`${pathTo('recruitmentWrite', locale)}?studyId=${studyId}`}>
            {t('confirmLink.applyAgain')}
          </Link>
        )}
        <Link className="button" to={`${pathTo('recruitmentView', locale)}?studyId=${studyId}`}>
          {t('result.toStudy')}
        </Link>
      </div>
    </>
  )
}
