import { pageViewQuery } from '@ctc/contract/page-view-params'
import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { recordPageView } from '../../lib/analytics'
import { changeLocale } from '../../lib/i18n'
import { localeOfPath } from '../../lib/locale'
import { storeLocale } from '../../lib/storage'
import { Footer } from './footer'
import { Header } from './header'
import styles from './layout.module.css'
import { Loading } from './loading'
import { RouteErrorBoundary } from '../route-error'
import { SideMenu } from './side-menu'
import { documentTitle } from '../../lib/page-metadata'
import { useActiveLocale } from '../../lib/use-active-locale'
import { usePageMetadata } from '../../lib/use-page-metadata'
import { useIdentityVariables } from '../../lib/site-identity'
import { useCurrentPage } from './use-current-page'

/** The page shell around every screen: top bar, menus, title, content, footer. */
export function AppLayout({ notFound }: { notFound: ReactNode }) {
  const { t, i18n } = useTranslation()
  const { pathname, search } = useLocation()
  // The route and what it shows (a notice, a page of the list), never anything personal.
  const viewedPath = pathname + pageViewQuery(search)
  const locale = useActiveLocale()
  const current = useCurrentPage()
  // Before the screens render: their texts quote the center's name and contacts.
  const identity = useIdentityVariables(i18n, locale, t('site.neutralName'))
  const mainRef = useRef<HTMLElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    // The spec: the locale is taken from the path on every change and saved.
    if (localeOfPath(pathname) || pathname === '/') storeLocale(locale)
    void changeLocale(locale)
  }, [pathname, locale])

  useEffect(() => {
    if (current.kind !== 'redirect') recordPageView(viewedPath, locale)
    // Only a change of page counts as a view, not a change of language state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewedPath])

  const page = current.kind === 'page' ? current.page : undefined
  const title = page ? t(`pages.${page.id}`) : t('pages.notFound')
  usePageMetadata(page, locale, search)

  useEffect(() => {
    document.title = documentTitle(page, t)
  }, [page, t, identity])

  useEffect(() => {
    // After an in-app navigation, screen reader and keyboard users start at the new content.
    if (firstRender.current) firstRender.current = false
    else mainRef.current?.focus({ preventScroll: true })
    window.scrollTo(0, 0)
  }, [pathname])

  const showSideMenu = page?.sideMenu === true && page.group !== undefined
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {t('a11y.skipToContent')}
      </a>
      <Header locale={locale} activeGroup={page?.group} identity={identity} />
      <div className={`container ${styles.body}`}>
        {showSideMenu && page.group && <SideMenu locale={locale} group={page.group} currentPage={page.id} />}
        <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
          {(page?.showTitle ?? true) && current.kind !== 'redirect' && <h1 className={styles.title}>{title}</h1>}
          {/* A screen fails inside the shell; while its code loads, the shell says so. */}
          <RouteErrorBoundary>
            <Suspense fallback={<Loading />}>{current.kind === 'notFound' ? notFound : <Outlet />}</Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      <Footer locale={locale} identity={identity} />
    </div>
  )
}
