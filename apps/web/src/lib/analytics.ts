import type { Locale } from '@ctc/contract/locale-codes'
import type { PageView } from '@ctc/contract/analytics'
import { apiRequest } from './api-client'
import { runtimeSettings } from './runtime-settings'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

let gaReady = false

function loadGoogleAnalytics(id: string) {
  if (gaReady) return
  gaReady = true
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments)
  }
  window.gtag('js', new Date())
  // Page views are sent by recordPageView on every route change, not on load.
  window.gtag('config', id, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
  document.head.append(script)
}

/** Records a page view in our own database, and with Google Analytics when it is configured. */
export function recordPageView(path: string, locale: Locale) {
  const view: PageView = { path, locale }
  apiRequest('/api/analytics/pageview', { method: 'POST', body: view, keepalive: true }).catch(() => {
    // A lost page view must never disturb the visitor.
  })
  const gaId = runtimeSettings.analyticsGaId
  if (gaId) {
    loadGoogleAnalytics(gaId)
    // page_location too: gtag would send the address bar, with a reset or confirmation link's token.
    window.gtag?.('event', 'page_view', {
      page_path: path,
      page_location: `${window.location.origin}${path}`,
      language: locale,
    })
  }
}
