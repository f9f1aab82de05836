import { staffCan } from '@ctc/contract/staff-auth'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useSiteStatus } from '../api/site-identity'
import styles from '../console.module.css'
import { useStaffSession } from './use-staff-session'

export const SITE_IDENTITY_PATH = '/admin/settings/identity'

/**
 * On a site whose identity is not set yet, every console screen says so: an admin is sent to the
 * identity screen, anyone else is told an admin must set it (decision 0033).
 */
export function SetupPrompt() {
  const { t } = useTranslation('admin')
  const session = useStaffSession()
  const { pathname } = useLocation()
  const status = useSiteStatus()
  if (!session || status.data?.identitySet !== false || pathname === SITE_IDENTITY_PATH) return null
  const admin = staffCan(session.staff.role, 'editSiteIdentity')
  return (
    <section className={styles.warning} aria-labelledby="setup-prompt-title">
      <p id="setup-prompt-title" className={styles.promptTitle}>
        {t('siteSetup.title')}
      </p>
      {admin ? (
        <>
          <p>{t('siteSetup.admin')}</p>
          <p>
            <Link to={SITE_IDENTITY_PATH}>{t('siteSetup.link')}</Link>
          </p>
        </>
      ) : (
        <p>{t('siteSetup.others')}</p>
      )}
    </section>
  )
}
