import { staffCan } from '@ctc/contract/staff-auth'
import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { endStaffSession } from '../../../lib/staff-session'
import { logoutStaff } from '../api/auth'
import styles from '../console.module.css'
import { ConsoleLoading } from './console-status'
import { IdleWatch } from './idle-watch'
import { RequireStaff } from './require-staff'
import { LanguageSwitch } from './language-switch'
import { SITE_IDENTITY_PATH, SetupPrompt } from './setup-prompt'
import { useStaffSession } from './use-staff-session'

/** The screens behind the login, in the console's shell. */
export function ProtectedConsole() {
  return (
    <RequireStaff>
      <ConsoleLayout />
    </RequireStaff>
  )
}

/** The console's shell: top bar (who, language, logout), the menu by role, and the screen. */
export function ConsoleLayout() {
  const { t } = useTranslation('admin')
  const session = useStaffSession()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    // After a move between screens, keyboard and screen reader users start at the new content.
    if (firstRender.current) firstRender.current = false
    else mainRef.current?.focus({ preventScroll: true })
  }, [pathname])

  if (!session) return null
  const { staff } = session
  const links = [
    { to: '/admin', label: t('nav.home'), end: true },
    { to: '/admin/dashboard', label: t('nav.dashboard') },
    { to: '/admin/notices', label: t('nav.notices') },
    { to: '/admin/pool', label: t('nav.pool') },
    { to: '/admin/questions', label: t('nav.questions') },
    { to: '/admin/members', label: t('nav.members') },
    ...(staffCan(staff.role, 'editFaqAndBanners')
      ? [
          { to: '/admin/faq', label: t('nav.siteFaq') },
          { to: '/admin/banners', label: t('nav.siteBanners') },
        ]
      : []),
    ...(staffCan(staff.role, 'readAccessLog') ? [{ to: '/admin/access-log', label: t('nav.accessLog') }] : []),
    ...(staffCan(staff.role, 'publishPrivacyTexts')
      ? [{ to: '/admin/privacy-texts', label: t('nav.privacyTexts') }]
      : []),
    ...(staffCan(staff.role, 'manageStaff')
      ? [
          { to: '/admin/staff', label: t('nav.staff') },
          { to: '/admin/settings', label: t('nav.settings'), end: true },
        ]
      : []),
    ...(staffCan(staff.role, 'editSiteIdentity')
      ? [
          { to: SITE_IDENTITY_PATH, label: t('nav.siteIdentity') },
          { to: '/admin/about', label: t('nav.siteAbout') },
        ]
      : []),
  ]

  const handleLogout = async () => {
    await logoutStaff().catch(() => undefined)
    endStaffSession('logout')
    await navigate('/admin/login', { state: { ended: 'logout' } })
  }

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#console-main">
        {t('console.skipToContent')}
      </a>
      <header className={styles.topBar}>
        <p className={styles.brand}>{t('console.name')}</p>
        <div className={styles.who}>
          <span>
            {staff.name} <span className={styles.muted}>({t(`roles.${staff.role}`)})</span>
          </span>
          <NavLink to="/admin/notifications" className={styles.topLink}>
            {t('nav.myNotifications')}
          </NavLink>
          <NavLink to="/admin/password" className={styles.topLink}>
            {t('nav.password')}
          </NavLink>
          <LanguageSwitch />
          <button type="button" className={styles.linkButton} onClick={() => void handleLogout()}>
            {t('console.logout')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? styles.active : '')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="console-main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <SetupPrompt />
          <Suspense fallback={<ConsoleLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <IdleWatch idleMinutes={session.idleMinutes} expiresAt={session.expiresAt} />
    </div>
  )
}
