import { idFromQuery } from '@ctc/contract/record-id-rules'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { StudyDetailView } from '../../components/study-detail/study-detail'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { formatDate } from '../../lib/dates'
import { errorMessage } from '../../lib/error-message'
import { useMyApplication } from '../../lib/my-application'
import { useActiveLocale } from '../../lib/use-active-locale'
import { downloadUrl, useStudy } from './api/get-study'
import styles from './recruitment.module.css'

/** A member who has applied to the notice: when, and the way to their applications. */
function OwnApplication({ appliedOn }: { appliedOn: string }) {
  const { t } = useTranslation('recruitment')
  const locale = useActiveLocale()
  return (
    <>
      <p className={styles.applied}>{t('view.appliedOn', { date: formatDate(locale, appliedOn) })}</p>
      <p>
        <Link className="button" to={pathTo('history', locale)}>
          {t('view.toHistory')}
        </Link>
      </p>
    </>
  )
}

/**
 * `/{locale}/studyinfo/recruitmentView?studyId=`: every field of a notice, its files and how to
 * apply. The page is the same for everyone (rendered and cached so); a logged-in member's own
 * application is asked for in the browser and said instead of the buttons to apply.
 */
export function RecruitmentViewPage() {
  const { t } = useTranslation('recruitment')
  const locale = useActiveLocale()
  const [params] = useSearchParams()
  const studyId = idFromQuery(params.get('studyId'))
  const query = useStudy(locale, studyId)
  const mine = useMyApplication(locale, studyId).data?.data
  const back = (
    <p>
      <Link className="button" to={pathTo('recruitment', locale)}>
        {t('view.backToList')}
      </Link>
    </p>
  )

  if (studyId === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.error}>
          {t('view.notFound')}
        </p>
        {back}
      </div>
    )
  }
  if (query.isError) {
    return (
      <p role="alert" className={styles.error}>
        {errorMessage(t, query.error)}
      </p>
    )
  }
  if (!query.data) {
    return (
      <p role="status" className="loading">
        {t('results.loading')}
      </p>
    )
  }
  const { studyData: study, fileList } = query.data
  return (
    <StudyDetailView
      study={study}
      fileList={fileList}
      locale={locale}
      fileHref={(fileId) => downloadUrl(locale, fileId)}
      ownApplication={mine ? <OwnApplication appliedOn={mine.appliedOn} /> : undefined}
    >
      {back}
    </StudyDetailView>
  )
}
