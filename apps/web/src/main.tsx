import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadScreen } from './app/routes'
import { initI18n } from './lib/i18n'
import { resolveLocale } from './lib/locale'
import { createQueryClient } from './lib/query-client'
import { readServerState } from './lib/server-state'
import './styles/global.css'

/** Takes over a page the server rendered: the same texts, data and screen code first, then React. */
async function hydratePage(root: HTMLElement, state: NonNullable<ReturnType<typeof readServerState>>) {
  await initI18n(resolveLocale(window.location.pathname, undefined), state.catalogs)
  // A screen's code that does not load (a release replaced it) is the shell's to handle, as on
  // any page: it reloads once, then says so. React then draws the page anew instead.
  if (!(await preloadScreen(window.location.pathname))) return renderApp(root)
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} />
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
