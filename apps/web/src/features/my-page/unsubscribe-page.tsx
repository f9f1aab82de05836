import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { unsubscribeAlerts } from './api/contact-preferences'
import styles from './my-page.module.css'

/**
 * `/{locale}/alerts/unsubscribe?token=`: the unsubscribe link of an alert mail. Opening it changes
 * nothing (link checkers open links); the button stops the alerts, without a login.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const token = useSearchParams()[0].get('token') ?? ''
  const stop = useMutation({ mutationFn: () => unsubscribeAlerts(token) })
  return (
    <div className={styles.panel}>
      {stop.isSuccess ? (
        <p role="status" className={styles.notice}>
          {t('contact.unsubscribed')}
        </p>
      ) : (
        <>
          <p>{t('contact.unsubscribeQuestion')}</p>
          {stop.error && (
            <p role="alert" className={styles.error}>
              {stop.error instanceof ApiError && stop.error.code === 'CONTACT_LINK_INVALID'
                ? t('errors.CONTACT_LINK_INVALID')
                : errorMessage(t, stop.error)}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              disabled={stop.isPending}
              onClick={() => stop.mutate()}
            >
              {t('contact.unsubscribe')}
            </button>
          </div>
        </>
      )}
      <p>
        <Link to={pathTo('contactPreferences', locale)}>{t('contact.toSettings')}</Link>
      </p>
    </div>
  )
}
