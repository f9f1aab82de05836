import type { SiteIdentityAdminResponse } from '@ctc/contract/site-content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { formatDateTime } from '../../../lib/dates'
import { siteIdentityQueryOptions } from '../../../lib/site-identity'
import {
  restoreSiteIdentity,
  siteIdentityAdminQueryOptions,
  siteStatusQueryOptions,
  useSiteIdentityAdmin,
} from '../api/site-identity'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { IdentityForm } from './identity-form'

/**
 * The center's identity (`editSiteIdentity`: admins; decision 0033): name, logo, contacts, map,
 * links, published at once; each publication is a version that can be restored.
 */
export function SiteIdentityPage() {
  const { t } = useTranslation('admin')
  const identity = useSiteIdentityAdmin()
  // A restore loads the restored version into a fresh form; a publication keeps the form as it is.
  const [generation, setGeneration] = useState(0)
  useConsoleTitle(t('siteIdentity.title'))
  return (
    <>
      <h1>{t('siteIdentity.title')}</h1>
      <p>{t('siteIdentity.intro')}</p>
      <QueryContent query={identity}>
        {(data) => (
          <>
            {data.identity === null && <p className={styles.warning}>{t('siteIdentity.notSet')}</p>}
            <IdentityForm key={generation} data={data} />
            <VersionHistory data={data} onRestored={() => setGeneration((current) => current + 1)} />
          </>
        )}
      </QueryContent>
    </>
  )
}

function VersionHistory({ data, onRestored }: { data: SiteIdentityAdminResponse; onRestored: () => void }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<number | null>(null)
  const [restored, setRestored] = useState<number | null>(null)
  const restore = useMutation({
    mutationFn: restoreSiteIdentity,
    onMutate: () => setRestored(null),
    onSuccess: (stored, versionId) => {
      queryClient.setQueryData(siteIdentityAdminQueryOptions().queryKey, stored)
      queryClient.setQueryData(siteStatusQueryOptions().queryKey, { identitySet: stored.identity !== null })
      void queryClient.invalidateQueries({ queryKey: siteIdentityQueryOptions.queryKey })
      setRestored(versionId)
      onRestored()
    },
  })

  return (
    <section className={styles.panel} aria-labelledby="identity-history">
      <h2 id="identity-history">{t('siteIdentity.history.title')}</h2>
      {data.versions.length === 0 ? (
        <p>{t('siteIdentity.history.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('siteIdentity.history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('siteIdentity.history.version')}</th>
                <th scope="col">{t('siteIdentity.history.when')}</th>
                <th scope="col">{t('siteIdentity.history.who')}</th>
                <th scope="col">{t('siteIdentity.history.note')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('siteIdentity.history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.versions.map((version) => (
                <tr key={version.versionId}>
                  <td>{version.versionId}</td>
                  <td>{formatDateTime(locale, version.createdAt)}</td>
                  <td>{version.createdBy ?? t('siteIdentity.history.seed')}</td>
                  <td>
                    {[
                      version.current ? t('siteIdentity.history.current') : '',
                      version.restoredFrom !== null
                        ? t('siteIdentity.history.restoredFrom', { id: version.restoredFrom })
                        : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  <td>
                    {!version.current && (
                      <button
                        type="button"
                        className={styles.linkButton}
                        disabled={restore.isPending}
                        onClick={() => setAsking(version.versionId)}
                      >
                        {t('siteIdentity.history.restore', { id: version.versionId })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status">{restored !== null ? t('siteIdentity.history.restored', { id: restored }) : ''}</p>
      {restore.error && (
        <p role="alert" className={styles.error}>
          {toMessage(restore.error)}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        message={t('siteIdentity.history.confirm', { id: asking ?? 0 })}
        confirmLabel={t('siteIdentity.history.confirmYes')}
        cancelLabel={t('console.cancel')}
        onConfirm={() => {
          if (asking !== null) restore.mutate(asking)
          setAsking(null)
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}
