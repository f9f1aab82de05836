import type { ContentVersion } from '@ctc/contract/site-content'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/dates'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'

interface ContentVersionsProps {
  versions: readonly ContentVersion[]
  restoring: boolean
  onRestore: (versionId: number) => void
}

/** The publications, newest first, each but the current one with its restore button. */
export function ContentVersions({ versions, restoring, onRestore }: ContentVersionsProps) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const titleId = useId()
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('siteContent.versions')}</h2>
      {versions.length === 0 ? (
        <p>{t('siteContent.noVersions')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('siteContent.version')}</th>
                <th scope="col">{t('siteContent.publishedAt')}</th>
                <th scope="col">{t('siteContent.publishedBy')}</th>
                <th scope="col">{t('siteContent.state')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.versionId}>
                  <td>
                    {version.versionId}
                    {version.restoredFrom !== null && ` (${t('siteContent.copyOf', { id: version.restoredFrom })})`}
                  </td>
                  <td>{formatDateTime(locale, version.createdAt)}</td>
                  <td>{version.createdBy ?? t('siteContent.seeded')}</td>
                  <td>
                    {version.current ? (
                      t('siteContent.current')
                    ) : (
                      <button
                        type="button"
                        className={styles.linkButton}
                        disabled={restoring}
                        onClick={() => onRestore(version.versionId)}
                      >
                        {t('siteContent.restore', { id: version.versionId })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
