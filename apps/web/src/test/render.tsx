import type { Locale } from '@ctc/contract/locale-codes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { type ReactNode, Suspense, useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  type To,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router'
import { changeLocale, i18n } from '../lib/i18n'

/** A query client as the app's, without retries, so a refused call shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
}

/** Where the memory router is, and a way to move it as a link or the back button would. */
export interface TestRouter {
  location: Location
  navigate(to: To | number): Promise<void>
}

function Routes({
  routes,
  router,
}: {
  routes: RouteObject[]
  router: (location: Location, navigate: NavigateFunction) => void
}) {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => router(location, navigate), [router, location, navigate])
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
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
  const router = {} as TestRouter
  const follow = (location: Location, navigate: NavigateFunction) => {
    router.location = location
    router.navigate = async (to) => {
      await act(async () => {
        if (typeof to === 'number') await navigate(to)
        else await navigate(to)
      })
    }
  }
  const queryClient = testQueryClient()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[at]}>
          <Routes routes={routes} router={follow} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}
