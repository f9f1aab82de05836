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

type LazyScreen = () => Promise<{ Component: ComponentType }>

/** A screen's route `lazy`: its module, loaded within the time limit, and the component it exports as `name`. */
function screen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): LazyScreen {
  return async () => ({ Component: (await loadChunk(load))[name] })
}

/**
 * The screen of each page, loaded on first use as a chunk of its own (React Router's
 * `lazy`). A chunk that fails or takes longer than the spec's 120 seconds ends in RouteError.
 */
const SCREENS: Record<PageId, LazyScreen> = {
  main: screen(() => import('../features/home/home-page'), 'HomePage'),
  introduce: screen(() => import('../features/about/introduce-page'), 'IntroducePage'),
  meaning: screen(() => import('../features/about/meaning-page'), 'MeaningPage'),
  process: screen(() => import('../features/about/process-page'), 'ProcessPage'),
  subjectGuide: screen(() => import('../features/about/subject-guide-page'), 'SubjectGuidePage'),
  appGuide: screen(() => import('../features/about/app-guide-page'), 'AppGuidePage'),
  location: screen(() => import('../features/location/location-page'), 'LocationPage'),
  faq: screen(() => import('../features/faq/faq-page'), 'FaqPage'),
  recruitment: screen(() => import('../features/recruitment/recruitment-page'), 'RecruitmentPage'),
  recruitmentView: screen(() => import('../features/recruitment/recruitment-view-page'), 'RecruitmentViewPage'),
  login: screen(() => import('../features/auth/login-page'), 'LoginPage'),
  idFind: screen(() => import('../features/auth/id-find-page'), 'IdFindPage'),
  pwFind: screen(() => import('../features/auth/pw-find-page'), 'PwFindPage'),
  pwChange: screen(() => import('../features/auth/pw-change-page'), 'PwChangePage'),
  duplicateLogin: screen(() => import('../features/auth/duplicate-login-page'), 'DuplicateLoginPage'),
  join: screen(() => import('../features/membership/join-page'), 'JoinPage'),
  joinWrite: screen(() => import('../features/membership/join-write-page'), 'JoinWritePage'),
  recruitmentWrite: screen(() => import('../features/application/recruitment-write-page'), 'RecruitmentWritePage'),
  recruitmentWriteMember: screen(
    () => import('../features/application/recruitment-write-member-page'),
    'RecruitmentWriteMemberPage',
  ),
  applicationWithdraw: screen(
    () => import('../features/application/application-withdraw-page'),
    'ApplicationWithdrawPage',
  ),
  privacy: screen(() => import('../features/privacy/privacy-page'), 'PrivacyPageKo'),
  privacyEn: screen(() => import('../features/privacy/privacy-page'), 'PrivacyPageEn'),
  privacyCn: screen(() => import('../features/privacy/privacy-page'), 'PrivacyPageCn'),
  privacyJp: screen(() => import('../features/privacy/privacy-page'), 'PrivacyPageJp'),
  userInfoPwConfirm: screen(() => import('../features/my-page/user-info-pw-confirm-page'), 'UserInfoPwConfirmPage'),
  userInfo: screen(() => import('../features/my-page/user-info-page'), 'UserInfoPage'),
  userModify: screen(() => import('../features/my-page/user-modify-page'), 'UserModifyPage'),
  apply: screen(() => import('../features/my-page/apply-page'), 'ApplyPage'),
  applyModify: screen(() => import('../features/my-page/apply-modify-page'), 'ApplyModifyPage'),
  history: screen(() => import('../features/my-page/history-page'), 'HistoryPage'),
  qna: screen(() => import('../features/my-page/qna-page'), 'QnaPage'),
  qnaWrite: screen(() => import('../features/my-page/qna-write-page'), 'QnaWritePage'),
  qnaView: screen(() => import('../features/my-page/qna-view-page'), 'QnaViewPage'),
  withdrawal: screen(() => import('../features/my-page/withdrawal-page'), 'WithdrawalPage'),
  contactPreferences: screen(() => import('../features/my-page/contact-page'), 'ContactPage'),
  verifyEmail: screen(() => import('../features/my-page/verify-email-page'), 'VerifyEmailPage'),
  alertsUnsubscribe: screen(() => import('../features/my-page/unsubscribe-page'), 'UnsubscribePage'),
  consents: screen(() => import('../features/my-page/consents-page'), 'ConsentsPage'),
  consentRenewal: screen(() => import('../features/my-page/consent-renewal-page'), 'ConsentRenewalPage'),
  myData: screen(() => import('../features/my-page/my-data-page'), 'MyDataPage'),
}

function pageRoute(page: PageDef): RouteObject {
  return {
    path: `/:${page.anySegment ? 'segment' : 'locale'}/${page.path}`,
    caseSensitive: true,
    handle: { page } satisfies RouteHandle,
    lazy: SCREENS[page.id],
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
