import { APPLICATION_CONFIRMATION_HOURS } from '@ctc/contract/applications'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import type { ApplicantKind } from './application-draft'
import styles from './application.module.css'

export type ResultKind = 'success' | 'already' | 'checkMail' | 'confirmed'

const TITLES: Record<ResultKind, string> = {
  success: 'result.successTitle',
  already: 'result.already',
  checkMail: 'result.checkMailTitle',
  confirmed: 'result.confirmedTitle',
}

/**
 * The end of the flow: completed (with the spec's note on screening), already applied, or, for
 * a non-member, the link to confirm the application on its way to `email`, or that link opened
 * again after it confirmed.
 */
export function ApplicationResult({
  ref,
  kind,
  applicant,
  studyId,
  email,
}: {
  ref?: Ref<HTMLHeadingElement>
  kind: ResultKind
  applicant: ApplicantKind
  studyId: number
  email?: string
}) {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  return (
    <div className={kind === 'already' ? styles.notice : styles.success}>
      <h3 ref={ref} tabIndex={-1} className={styles.resultTitle}>
        {t(TITLES[kind])}
      </h3>
      {kind === 'success' && (
        <>
          <p>{t('result.successMessage')}</p>
          <p>{t('result.successNote')}</p>
        </>
      )}
      {kind === 'confirmed' && <p>{t('result.confirmedMessage')}</p>}
      {kind === 'checkMail' && (
        <>
          <p>{t('result.checkMailMessage', { hours: APPLICATION_CONFIRMATION_HOURS })}</p>
          <p>
            {t('result.sentTo')} <strong className={styles.address}>{email}</strong>
          </p>
          <p>{t('result.checkMailNote', { hours: APPLICATION_CONFIRMATION_HOURS })}</p>
        </>
      )}
      <div className={styles.links}>
        <Link className="button" to={`${pathTo('recruitmentView', locale)}?studyId=${studyId}`}>
          {t('result.toStudy')}
        </Link>
        <Link className="button" to={pathTo('recruitment', locale)}>
          {t('result.toList')}
        </Link>
        {applicant === 'member' && (
          <Link className="button button-primary" to={pathTo('history', locale)}>
            {t('result.toHistory')}
          </Link>
        )}
      </div>
    </div>
  )
}
