import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { App } from './app/app'
import { routes } from './app/routes'
import { initI18n } from './lib/i18n'
import { resolveLocale } from './lib/locale'
import { createQueryClient } from './lib/query-client'
import { readServerState } from './lib/server-state'
import './styles/global.css'

/** The screen code of the routes the page shows, loaded before React takes over the server's HTML. */
async function loadMatchedRoutes(): Promise<boolean> {
  try {
    for (const { route } of matchRoutes(routes, window.location) ?? []) {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy())
        route.lazy = undefined
      }
    }
    return true
  } catch {
    return false
  }
}

/** Takes over a page the server rendered: the same texts, data and screen code first, then React. */
async function hydratePage(root: HTMLElement, state: NonNullable<ReturnType<typeof readServerState>>) {
  await initI18n(resolveLocale(window.location.pathname, undefined), state.catalogs)
  // A screen's code that does not load (a release replaced it) is the router's to handle, as on
  // any page: it reloads once, then says so. React then draws the page anew instead.
  if (!(await loadMatchedRoutes())) return renderApp(root)
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  const router = createBrowserRouter(routes, { hydrationData: state.router })
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
}

function renderApp(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

/** A page the browser renders (forms, member pages): its texts, then React. */
async function renderPage(root: HTMLElement) {
  await initI18n(resolveLocale(window.location.pathname, window.navigator.language))
  renderApp(root)
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
const state = readServerState()
// Not awaited at the top level: a screen's chunk imports from this entry, which must have finished.
void (state ? hydratePage(root, state) : renderPage(root))
