import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider, createBrowserRouter } from 'react-router'
import { i18n } from '../lib/i18n'
import { createQueryClient } from '../lib/query-client'
import { routes } from './routes'
import { DraftExpiry } from './draft-expiry'
import { SessionCheck } from './session-check'

type Router = ReturnType<typeof createBrowserRouter>

/** The web app; a page the server rendered passes the router and the queries it hydrates with. */
export function App(props: { queryClient?: QueryClient; router?: Router }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient())
  const [router] = useState(() => props.router ?? createBrowserRouter(routes))
  useEffect(() => {
    // From here on the page answers: buttons work (end-to-end tests wait for this mark).
    document.documentElement.dataset.ready = ''
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SessionCheck />
        <DraftExpiry />
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  )
}
