import { LANGUAGE_TAGS, LOCALES, type Locale } from '@ctc/contract/locale-codes'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { MENU, MENU_GROUPS } from '../../config/menu'
import { type MenuGroup, getPage, isPageAvailable, pathTo } from '../../config/paths'
import { apiRequest } from '../../lib/api-client'
import { forgetPasswordConfirmation } from '../../lib/password-confirmation'
import { clearDrafts } from '../../lib/session-drafts'
import { storeLoginRecord } from '../../lib/storage'
import { useLoginRecord } from '../../lib/use-login-record'
import { identityText } from '../../lib/site-identity'
import styles from './layout.module.css'

async function handleLogout() {
  // The spec: end the session on the server, forget the login record, reload the same path.
  await apiRequest('/api/auth/logout').catch(() => undefined)
  storeLoginRecord(undefined)
  // Nothing typed (health answers in drafts) or confirmed stays behind for the next person at this browser.
  clearDrafts()
  forgetPasswordConfirmation()
  window.location.reload()
}

export function Header({
  locale,
  activeGroup,
  identity,
}: {
  locale: Locale
  activeGroup: MenuGroup | undefined
  identity: PublishedIdentity | null | undefined
}) {
  const { t } = useTranslation()
  const name = identity ? identityText(identity.name, locale) : { text: t('site.neutralName'), lang: undefined }
  const login = useLoginRecord()
  const { pathname } = useLocation()
  // The menu is open for the page it was opened on; following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const menuId = useId()
  // The group whose drop-down list Escape closed, until the pointer or focus moves on.
  const [closedGroup, setClosedGroup] = useState<MenuGroup>()
  const groupLinks = useRef<Partial<Record<MenuGroup, HTMLAnchorElement | null>>>({})
  const toggleRef = useRef<HTMLButtonElement>(null)
  // On phones the open menu covers the page: Escape closes it and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', handleKeyDown)
    return () => document.removeEventListener('keydown', handleKeyDown)
  }, [menuOpen])
  function handleEscape(event: KeyboardEvent, group: MenuGroup) {
    if (event.key !== 'Escape') return
    // Focus first: the focus handler reopens a group, and the close must come after it.
    groupLinks.current[group]?.focus()
    setClosedGroup(group)
  }

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <nav aria-label={t('a11y.languages')}>
            <ul className={styles.inlineList}>
              {LOCALES.filter((other) => other !== locale).map((other) => (
                <li key={other}>
                  <Link to={pathTo('main', other)} lang={LANGUAGE_TAGS[other]} hrefLang={LANGUAGE_TAGS[other]}>
                    {t(`languages.${other}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('a11y.account')}>
            <ul className={styles.inlineList}>
              {login ? (
                <>
                  {login.userName && (
                    <li className={styles.greeting}>{t('topBar.greeting', { name: login.userName })}</li>
                  )}
                  <li>
                    <Link to={pathTo('userInfoPwConfirm', locale)}>{t('topBar.myPage')}</Link>
                  </li>
                  <li>
                    <button type="button" className={styles.linkButton} onClick={() => void handleLogout()}>
                      {t('topBar.logout')}
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to={pathTo('login', locale)}>{t('topBar.login')}</Link>
                  </li>
                  <li>
                    <Link to={pathTo('join', locale)}>{t('topBar.join')}</Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </div>
      <div className={`container ${styles.mainBar}`}>
        <Link
          to={pathTo('main', locale)}
          className={styles.logo}
          // The name holds the visible words as they read (WCAG 2.5.3).
          aria-label={t('a11y.home', { site: name.text })}
        >
          {identity?.logoId ? (
            // Only ever an image: whatever an SVG logo held would not run here.
            <img src={`/api/site/logo/${identity.logoId}`} alt="" height="36" className={styles.logoImage} />
          ) : (
            <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="6" fill="currentColor" />
              <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
            </svg>
          )}
          <span className={styles.logoText} lang={name.lang}>
            {name.text}
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {t('a11y.menuToggle')}
        </button>
        <nav id={menuId} aria-label={t('a11y.mainMenu')} className={styles.mainMenu} data-open={menuOpen}>
          <ul className={styles.groupList}>
            {MENU_GROUPS.map((group) => {
              const items = MENU[group].filter((item) => isPageAvailable(getPage(item.page), locale))
              const first = items[0]
              if (!first) return null
              return (
                // Leaving with the pointer or focusing another group only undoes an Escape; the links
                // themselves carry the keyboard handling.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
                <li
                  key={group}
                  className={styles.group}
                  data-closed={closedGroup === group || undefined}
                  onMouseLeave={() => setClosedGroup(undefined)}
                  onFocus={() => closedGroup !== group && setClosedGroup(undefined)}
                >
                  <Link
                    ref={(link) => {
                      groupLinks.current[group] = link
                    }}
                    onKeyDown={(event) => handleEscape(event, group)}
                    to={pathTo(first.page, locale)}
                    className={styles.groupLink}
                    aria-current={group === activeGroup ? 'true' : undefined}
                  >
                    {t(`groups.${group}`)}
                  </Link>
                  <ul className={styles.groupItems}>
                    {items.map((item) => (
                      <li key={item.page}>
                        <Link to={pathTo(item.page, locale)} onKeyDown={(event) => handleEscape(event, group)}>
                          {t(`pages.${item.page}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </header>
  )
}
