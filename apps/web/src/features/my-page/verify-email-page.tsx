import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { verifyEmail } from './api/contact-preferences'
import styles from './my-page.module.css'

/** `/{locale}/myinfo/verifyEmail?token=`: the mailed link that confirms the address; no login needed. */
export function VerifyEmailPage() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const token = useSearchParams()[0].get('token') ?? ''
  // Opening the link is the confirmation: the call is safe to repeat.
  const query = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
  })
  return (
    <div className={styles.panel}>
      {query.isPending && <p role="status">{t('loading')}</p>}
      {query.isSuccess && (
        <p role="status" className={styles.notice}>
          {t('contact.verified')}
        </p>
      )}
      {query.error && (
        <p role="alert" className={styles.error}>
          {query.error instanceof ApiError && query.error.code === 'CONTACT_LINK_INVALID'
            ? t('errors.CONTACT_LINK_INVALID')
            : errorMessage(t, query.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Link className="button" to={pathTo('contactPreferences', locale)}>
          {t('contact.toSettings')}
        </Link>
      </div>
    </div>
  )
}
