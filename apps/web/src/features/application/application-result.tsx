import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import type { ApplicantKind } from './application-draft'
import styles from './application.module.css'

export type ResultKind = 'success' | 'already'

/** The end of the flow: completed (with the spec's note on screening), or already applied. */
export function ApplicationResult({
  ref,
  kind,
  applicant,
  studyId,
}: {
  ref?: Ref<HTMLHeadingElement>
  kind: ResultKind
  applicant: ApplicantKind
  studyId: number
}) {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  return (
    <div className={kind === 'success' ? styles.success : styles.notice}>
      <h3 ref={ref} tabIndex={-1} className={styles.resultTitle}>
        {kind === 'success' ? t('result.successTitle') : t('result.already')}
      </h3>
      {kind === 'success' && (
        <>
          <p>{t('result.successMessage')}</p>
          <p>{t('result.successNote')}</p>
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
