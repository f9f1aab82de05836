import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../lib/error-message'
import { useSessionLost } from './member-only'
import styles from './my-page.module.css'

/** What a page shows while its data loads or when loading failed. */
export function QueryStatus({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation('mypage')
  useSessionLost(error)
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {errorMessage(t, error)}
      </p>
    )
  }
  if (isPending) return <p role="status">{t('loading')}</p>
  return null
}
