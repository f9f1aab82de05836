import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/dates'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { useConsoleError } from '../shell/use-console-error'

interface ContentStatusProps {
  /** The published version, or null when nothing was published. */
  versionId: number | null
  /** What "nothing published" means for this content's public page. */
  nonePublished: string
  draft: { updatedAt: string; updatedBy: string | null } | null
  /** The status line of the last action, and its failure. */
  status: string
  failure: Error | null
}

/** What is published, whether a draft is saved, and how the last action went. */
export function ContentStatus({ versionId, nonePublished, draft, status, failure }: ContentStatusProps) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  return (
    <>
      <p>
        {versionId !== null ? t('siteContent.publishedVersion', { id: versionId }) : nonePublished}{' '}
        {draft
          ? t('siteContent.draftSaved', { at: formatDateTime(locale, draft.updatedAt), by: draft.updatedBy ?? '—' })
          : t('siteContent.noDraft')}
      </p>
      <p role="status">{status}</p>
      {failure && (
        <p role="alert" className={styles.error}>
          {toMessage(failure)}
        </p>
      )}
    </>
  )
}
