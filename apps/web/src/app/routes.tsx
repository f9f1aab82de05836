import { type ComponentType, Suspense } from 'react'
import { type RouteObject, useRoutes } from 'react-router'
import { type PageId } from '@ctc/contract/public-pages'
import { PAGES, type PageDef, pagePattern } from '../config/paths'
import { type LazyScreen, lazyScreen } from '../lib/lazy-screen'
import { AppLayout } from './layout/app-layout'
import { Loading } from './layout/loading'
import { currentPage } from './layout/use-current-page'
import { adminRoute } from './admin-routes'
import { NotFoundPage } from './not-found-page'
import { RootRedirect } from './root-redirect'
import { RouteErrorBoundary } from './route-error'

/** Every public and member screen's module (not the console's), each a chunk of its own. */
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-page.tsx',
  '!../features/admin/**',
])

/**
 * The screen of each page: its module under src/features and the component it exports, loaded
 * on first use. A chunk that fails or takes longer than the spec's 120 seconds ends in RouteError.
 */
const SCREENS: Record<PageId, [module: string, component: string]> = {
  main: ['home/home-page', 'HomePage'],
  introduce: ['about/about-page', 'IntroducePage'],
  meaning: ['about/about-page', 'MeaningPage'],
  process: ['about/about-page', 'ProcessPage'],
  subjectGuide: ['about/about-page', 'SubjectGuidePage'],
  appGuide: ['about/about-page', 'AppGuidePage'],
  location: ['location/location-page', 'LocationPage'],
  faq: ['faq/faq-page', 'FaqPage'],
  recruitment: ['recruitment/recruitment-page', 'RecruitmentPage'],
  recruitmentView: ['recruitment/recruitment-view-page', 'RecruitmentViewPage'],
  login: ['auth/login-page', 'LoginPage'],
  idFind: ['auth/id-find-page', 'IdFindPage'],
  pwFind: ['auth/pw-find-page', 'PwFindPage'],
  pwChange: ['auth/pw-change-page', 'PwChangePage'],
  duplicateLogin: ['auth/duplicate-login-page', 'DuplicateLoginPage'],
  join: ['membership/join-page', 'JoinPage'],
  joinWrite: ['membership/join-write-page', 'JoinWritePage'],
  recruitmentWrite: ['application/recruitment-write-page', 'RecruitmentWritePage'],
  recruitmentWriteMember: ['application/recruitment-write-member-page', 'RecruitmentWriteMemberPage'],
  applicationWithdraw: ['application/application-withdraw-page', 'ApplicationWithdrawPage'],
  visitBooking: ['application/visit-booking-page', 'VisitBookingPage'],
  privacy: ['privacy/privacy-page', 'PrivacyPageKo'],
  privacyEn: ['privacy/privacy-page', 'PrivacyPageEn'],
  privacyCn: ['privacy/privacy-page', 'PrivacyPageCn'],
  privacyJp: ['privacy/privacy-page', 'PrivacyPageJp'],
  userInfoPwConfirm: ['my-page/user-info-pw-confirm-page', 'UserInfoPwConfirmPage'],
  userInfo: ['my-page/user-info-page', 'UserInfoPage'],
  userModify: ['my-page/user-modify-page', 'UserModifyPage'],
  apply: ['my-page/apply-page', 'ApplyPage'],
  applyModify: ['my-page/apply-modify-page', 'ApplyModifyPage'],
  history: ['my-page/history-page', 'HistoryPage'],
  qna: ['my-page/qna-page', 'QnaPage'],
  qnaWrite: ['my-page/qna-write-page', 'QnaWritePage'],
  qnaView: ['my-page/qna-view-page', 'QnaViewPage'],
  withdrawal: ['my-page/withdrawal-page', 'WithdrawalPage'],
  contactPreferences: ['my-page/contact-page', 'ContactPage'],
  verifyEmail: ['my-page/verify-email-page', 'VerifyEmailPage'],
  alertsUnsubscribe: ['my-page/unsubscribe-page', 'UnsubscribePage'],
  consents: ['my-page/consents-page', 'ConsentsPage'],
  consentRenewal: ['my-page/consent-renewal-page', 'ConsentRenewalPage'],
  myData: ['my-page/my-data-page', 'MyDataPage'],
}

/** The source file of a page's screen (as the build's manifest names it): the server preloads its chunk. */
export const screenSource = (id: PageId) => `src/features/${SCREENS[id][0]}.tsx`

function screenOf([module, component]: [string, string]): LazyScreen {
  const load = SCREEN_MODULES[`../features/${module}.tsx`]
  if (!load) throw new Error(`no screen module ${module}`)
  return lazyScreen(load, component)
}

const screens = Object.fromEntries(Object.entries(SCREENS).map(([id, source]) => [id, screenOf(source)])) as Record<
  PageId,
  LazyScreen
>

function pageRoute(page: PageDef): RouteObject {
  const Screen = screens[page.id]
  return { path: pagePattern(page), caseSensitive: true, element: <Screen /> }
}

export const routes: RouteObject[] = [
  adminRoute,
  {
    element: <AppLayout notFound={<NotFoundPage />} />,
    children: [
      { path: '/', element: <RootRedirect /> },
      ...PAGES.map(pageRoute),
      // Unknown paths, and page paths in a wrong locale, get the layout's not-found screen.
      { path: '*', element: null },
    ],
  },
]

/**
 * The app's routes, inside a router. Until the console's code has arrived, the Korean loading
 * text of index.html; a shell that fails shows its message alone.
 */
export function AppRoutes() {
  const element = useRoutes(routes)
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>{element}</Suspense>
    </RouteErrorBoundary>
  )
}

/**
 * Loads the code of the screen a path shows, so that a page the server rendered hydrates at
 * once. False when it did not load (a release replaced it).
 */
export async function preloadScreen(pathname: string): Promise<boolean> {
  const current = currentPage(pathname)
  if (current.kind !== 'page') return true
  try {
    await screens[current.page.id].preload()
    return true
  } catch {
    return false
  }
}
