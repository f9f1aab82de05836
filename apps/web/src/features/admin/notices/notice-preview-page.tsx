import { LANGUAGE_TAGS, LOCALES, type Locale } from '@ctc/contract/locale-codes'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { StudyDetailView } from '../../../components/study-detail/study-detail'
import { usePreview } from '../api/notices'
import styles from '../console.module.css'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'

/** The notice as its public detail page will show it, in each locale, drafts included. */
export function NoticePreviewPage() {
  const { t } = useTranslation('admin')
  const studyId = Number(useParams().studyId)
  const [params, setParams] = useSearchParams()
  const lang: Locale = LOCALES.find((code) => code === params.get('lang')) ?? 'kr'
  const preview = usePreview(studyId, lang)
  const toMessage = useConsoleError()
  useConsoleTitle(t('preview.title'))

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('preview.title')}</h1>
        <Link to={`/admin/notices/${studyId}`}>{t('preview.back')}</Link>
      </div>
      <p>{t('preview.intro')}</p>
      <nav aria-label={t('preview.languages')} className={styles.actions}>
        {LOCALES.map((code) => (
          <button
            key={code}
            type="button"
            className={code === lang ? 'button button-primary' : 'button'}
            aria-pressed={code === lang}
            onClick={() => setParams({ lang: code }, { replace: true })}
          >
            {t(`locales.${code}`)}
          </button>
        ))}
      </nav>
      <div className={styles.previewFrame}>
        {preview.isError ? (
          <LoadError message={toMessage(preview.error)} />
        ) : !preview.data ? (
          <ConsoleLoading />
        ) : (
          <div lang={LANGUAGE_TAGS[lang]}>
            <StudyDetailView study={preview.data.studyData} fileList={preview.data.fileList} locale={lang} />
          </div>
        )}
      </div>
    </>
  )
}
