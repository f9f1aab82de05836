import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import styles from './auth.module.css'

/** Where a browser lands when a newer login elsewhere ended its session. */
export function DuplicateLoginPage() {
  const { t } = useTranslation('account')
  const locale = useActiveLocale()
  return (
    <div className={styles.panel}>
      <p>{t('duplicateLogin.message')}</p>
      <p>{t('duplicateLogin.advice')}</p>
      <div className={styles.actions}>
        <Link className="button button-primary" to={pathTo('login', locale)}>
          {t('duplicateLogin.login')}
        </Link>
        <Link className="button" to={pathTo('main', locale)}>
          {t('duplicateLogin.home')}
        </Link>
      </div>
    </div>
  )
}
