import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { BrowserRouter } from 'react-router'
import { i18n } from '../lib/i18n'
import { createQueryClient } from '../lib/query-client'
import { AppRoutes } from './routes'
import { DraftExpiry } from './draft-expiry'
import { SessionCheck } from './session-check'

/** The web app; a page the server rendered passes the queries it hydrates with. */
export function App(props: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient())
  useEffect(() => {
    // From here on the page answers: buttons work (end-to-end tests wait for this mark).
    document.documentElement.dataset.ready = ''
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SessionCheck />
        <DraftExpiry />
        {/* No transitions: while a screen's code loads, the shell says so rather than keeping the old page. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
