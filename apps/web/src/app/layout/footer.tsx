import type { Locale } from '@ctc/contract/locale-codes'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { phoneHref } from '@ctc/contract/site-identity'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PRIVACY_PAGE } from '@ctc/contract/public-pages'
import { pathTo } from '../../config/paths'
import { identityText } from '../../lib/site-identity'
import { FamilySite } from './family-site'
import styles from './layout.module.css'

/** The footer: the center's name and contacts as its admins set them, or the neutral name before that. */
export function Footer({ locale, identity }: { locale: Locale; identity: PublishedIdentity | null | undefined }) {
  const { t } = useTranslation()
  const name = identity ? identityText(identity.name, locale) : { text: t('site.neutralName'), lang: undefined }
  const address = identity && identityText(identity.address, locale)
  const hours = identity && identityText(identity.hours, locale)
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerInner}`}>
        <div className={styles.footerInfo}>
          <p className={styles.footerName} lang={name.lang}>
            {name.text}
          </p>
          {identity && address && hours && (
            <address className={styles.address}>
              <span>
                {t('footer.addressLabel')}: <span lang={address.lang}>{address.text}</span>
              </span>
              <span>
                {t('footer.phoneLabel')}: <a href={phoneHref(identity.phone)}>{identity.phone}</a>
                {hours.text && (
                  <>
                    {' '}
                    (<span lang={hours.lang}>{hours.text}</span>)
                  </>
                )}
              </span>
              {identity.fax && (
                <span>
                  {t('footer.faxLabel')}: {identity.fax}
                </span>
              )}
              {identity.email && (
                <span>
                  {t('footer.emailLabel')}: <a href={`mailto:${identity.email}`}>{identity.email}</a>
                </span>
              )}
            </address>
          )}
          <p>
            <Link className={styles.privacyLink} to={pathTo(PRIVACY_PAGE[locale], locale)}>
              {t('footer.privacy')}
            </Link>
          </p>
          <p className={styles.copyright}>{t('footer.copyright', { center: name.text })}</p>
        </div>
        {identity && identity.relatedSites.length > 0 && <FamilySite sites={identity.relatedSites} locale={locale} />}
      </div>
    </footer>
  )
}
