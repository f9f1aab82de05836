import type { Locale } from '@ctc/contract/locale-codes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CENTER_CONTACT } from '@ctc/contract/center'
import { PRIVACY_PAGE } from '@ctc/contract/public-pages'
import { pathTo } from '../../config/paths'
import { FamilySite } from './family-site'
import styles from './layout.module.css'

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerInner}`}>
        <div className={styles.footerInfo}>
          <p className={styles.footerName}>{t('site.name')}</p>
          <address className={styles.address}>
            <span>
              {t('footer.addressLabel')}: {t('footer.address')}
            </span>
            <span>
              {t('footer.phoneLabel')}: <a href={CENTER_CONTACT.phoneHref}>{CENTER_CONTACT.phone}</a> (
              {t('footer.hours')})
            </span>
            <span>
              {t('footer.emailLabel')}: <a href={`mailto:${CENTER_CONTACT.email}`}>{CENTER_CONTACT.email}</a>
            </span>
          </address>
          <p>
            <Link className={styles.privacyLink} to={pathTo(PRIVACY_PAGE[locale], locale)}>
              {t('footer.privacy')}
            </Link>
          </p>
          <p className={styles.copyright}>{t('footer.copyright')}</p>
        </div>
        <FamilySite />
      </div>
    </footer>
  )
}
