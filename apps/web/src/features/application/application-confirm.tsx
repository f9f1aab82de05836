import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { confirmGuestApplication } from './api/apply'
import { ApplicationResult } from './application-result'
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
 * a button, so that a mail scanner following the link confirms nothing.
 */
export function ApplicationConfirm({ studyId, title, token }: { studyId: number; title: StudyTitle; token: string }) {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  const mutation = useMutation({ mutationFn: () => confirmGuestApplication(locale, token) })
  const resultRef = useRef<HTMLHeadingElement>(null)
  const errorCode = mutation.error instanceof ApiError ? mutation.error.code : undefined
  const settled = mutation.isSuccess || errorCode === 'ALREADY_APPLIED'

  // The answer takes focus, as a new page would.
  useEffect(() => {
    if (settled) resultRef.current?.focus()
  }, [settled])

  if (settled) {
    return (
      <>
        <StudyHeading title={title} />
        <ApplicationSteps current="complete" />
        <ApplicationResult
          ref={resultRef}
          kind={mutation.isSuccess ? 'success' : 'already'}
          applicant="guest"
          studyId={studyId}
        />
      </>
    )
  }
  const refusal = mutation.isError
    ? errorMessage(t, mutation.error, REFUSAL_KEYS, 'errors.APPLICATION_FAILED')
    : undefined
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
      <p>{t('confirmLink.message')}</p>
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
