import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider, createBrowserRouter } from 'react-router'
import { i18n } from '../lib/i18n'
import { createQueryClient } from '../lib/query-client'
import { routes } from './routes'
import { DraftExpiry } from './draft-expiry'
import { SessionCheck } from './session-check'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createBrowserRouter(routes))
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
