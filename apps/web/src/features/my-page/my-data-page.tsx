import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useDownloadMyData } from './api/my-data'
import { useSessionLost } from './member-only'
import styles from './my-page.module.css'
import { RequirePassword } from './require-password'

function MyData() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const download = useDownloadMyData(locale)
  useSessionLost(download.error)
  return (
    <div className={styles.panel}>
      <p>{t('myData.intro')}</p>
      <p className={styles.counter}>{t('myData.privacyNote')}</p>
      <dl className={styles.details}>
        {(['json', 'html'] as const).map((format) => (
          <div key={format} className={styles.row}>
            <dt>
              <button
                type="button"
                className="button button-primary"
                disabled={download.isPending}
                onClick={() => download.mutate(format)}
              >
                {t(`myData.${format}`)}
              </button>
            </dt>
            <dd>{t(`myData.${format}Hint`)}</dd>
          </div>
        ))}
      </dl>
      {download.isPending && <p role="status">{t('myData.downloading')}</p>}
      {download.isSuccess && (
        <p role="status" className={styles.notice}>
          {t('myData.done')}
        </p>
      )}
      {download.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(t, download.error)}
        </p>
      )}
      <p>{t('myData.correction')}</p>
      <div className={styles.actions}>
        <Link className="button" to={pathTo('qnaWrite', locale)}>
          {t('myData.toQna')}
        </Link>
      </div>
    </div>
  )
}

/** `/{locale}/myinfo/myData`: everything the site holds about the member, as JSON or HTML, after the password check. */
export function MyDataPage() {
  return (
    <RequirePassword>
      <MyData />
    </RequirePassword>
  )
}
