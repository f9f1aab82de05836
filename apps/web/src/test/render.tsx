import type { Locale } from '@ctc/contract/locale-codes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router'
import { changeLocale, i18n } from '../lib/i18n'

/** A query client as the app's, without retries, so a refused call shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
}

/**
 * Renders with the app's providers: TanStack Query, i18next and a memory router.
 * Pass one element with the route `path` it answers, or a whole route table.
 * i18next must have been started (initI18n) in a beforeAll.
 */
export async function renderWithProviders(
  ui: ReactNode | RouteObject[],
  { at, path, locale = 'kr' }: { at: string; path?: string; locale?: Locale },
) {
  await changeLocale(locale)
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: path ?? at.split('?')[0], element: ui }]
  const router = createMemoryRouter(routes, { initialEntries: [at] })
  const queryClient = testQueryClient()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}
