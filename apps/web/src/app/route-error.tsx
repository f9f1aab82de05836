import { type ReactNode, useEffect, useState } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ChunkLoadError, claimReloadForNewBuild } from '../lib/chunk-load'
import { useActiveLocale } from '../lib/use-active-locale'
import { Loading } from './layout/loading'

/**
 * What a screen shows when it cannot be drawn. A screen whose code did not load
 * (usually an open tab after a new release) reloads once to get the new build;
 * otherwise, or if that did not help, a localized message with a retry and a way home.
 */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation()
  const locale = useActiveLocale()
  const stale = error instanceof ChunkLoadError
  const [reloading] = useState(() => stale && claimReloadForNewBuild())

  useEffect(() => {
    if (reloading) window.location.reload()
  }, [reloading])

  if (reloading) return <Loading />
  return (
    <div className="prose" role="alert">
      <p>{t(stale ? 'routeError.notLoaded' : 'routeError.failed')}</p>
      <p className="button-row">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('routeError.retry')}
        </button>
        {/* A full load, not an in-app link: the app in this tab may be the broken part. */}
        <a className="button" href={`/${locale}/main`}>
          {t('routeError.home')}
        </a>
      </p>
    </div>
  )
}

/** Shows RouteError in place of what it wraps when that fails to draw, until the next page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  )
}
