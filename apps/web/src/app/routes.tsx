import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { type PageId } from '@ctc/contract/public-pages'
import { PAGES, type PageDef, type RouteHandle } from '../config/paths'
import { loadChunk } from '../lib/chunk-load'
import { AppLayout } from './layout/app-layout'
import { adminRoute } from './admin-routes'
import { Loading } from './layout/loading'
import { NotFoundPage } from './not-found-page'
import { RootRedirect } from './root-redirect'
import { RouteError } from './route-error'

/** Every public and member screen's module (not the console's), each a chunk of its own. */
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-page.tsx',
  '!../features/admin/**',
])

/**
 * The screen of each page: its module under src/features and the component it exports, loaded
 * on first use (React Router's `lazy`). A chunk that fails or takes longer than the spec's 120
 * seconds ends in RouteError.
 */
const SCREENS: Record<PageId, [module: string, component: string]> = {
  main: ['home/home-page', 'HomePage'],
  introduce: ['about/introduce-page', 'IntroducePage'],
  meaning: ['about/meaning-page', 'MeaningPage'],
  process: ['about/process-page', 'ProcessPage'],
  subjectGuide: ['about/subject-guide-page', 'SubjectGuidePage'],
  appGuide: ['about/app-guide-page', 'AppGuidePage'],
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

function screenRoute(id: PageId): RouteObject['lazy'] {
  const [module, component] = SCREENS[id]
  const load = SCREEN_MODULES[`../features/${module}.tsx`]
  if (!load) throw new Error(`no screen module ${module}`)
  return async () => ({ Component: (await loadChunk(load))[component] })
}

function pageRoute(page: PageDef): RouteObject {
  return {
    path: `/:${page.anySegment ? 'segment' : 'locale'}/${page.path}`,
    caseSensitive: true,
    handle: { page } satisfies RouteHandle,
    lazy: screenRoute(page.id),
  }
}

export const routes: RouteObject[] = [
  adminRoute,
  {
    element: <AppLayout notFound={<NotFoundPage />} />,
    // Before the first screen's code has arrived: the same Korean text as index.html.
    HydrateFallback: Loading,
    // The shell itself failed: the message alone.
    ErrorBoundary: RouteError,
    children: [
      {
        // A screen that fails shows its message inside the shell.
        ErrorBoundary: RouteError,
        children: [
          { path: '/', element: <RootRedirect /> },
          ...PAGES.map(pageRoute),
          // Unknown paths, and page paths in a wrong locale, get the layout's not-found screen.
          { path: '*', element: null },
        ],
      },
    ],
  },
]
