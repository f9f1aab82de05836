import { idFromQuery } from '@ctc/contract/record-id-rules'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { StudyDetailView } from '../../components/study-detail/study-detail'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { downloadUrl, useStudy } from './api/get-study'
import styles from './recruitment.module.css'

/** `/{locale}/studyinfo/recruitmentView?studyId=`: every field of a notice, its files and how to apply. */
export function RecruitmentViewPage() {
  const { t } = useTranslation('recruitment')
  const locale = useActiveLocale()
  const [params] = useSearchParams()
  const studyId = idFromQuery(params.get('studyId'))
  const query = useStudy(locale, studyId)
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
    >
      {back}
    </StudyDetailView>
  )
}
