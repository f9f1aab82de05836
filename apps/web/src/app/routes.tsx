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

/** A screen's route `lazy`: its module, loaded within the time limit, and the component in it. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return async () => ({ Component: pick(await loadChunk(load)) })
}

/**
 * The screen of each page, loaded on first use as a chunk of its own (React Router's
 * `lazy`). A chunk that fails or takes longer than the spec's 120 seconds ends in RouteError.
 */
const SCREENS: Record<PageId, LazyScreen> = {
  main: screen(
    () => import('../features/home/home-page'),
    (m) => m.HomePage,
  ),
  introduce: screen(
    () => import('../features/about/introduce-page'),
    (m) => m.IntroducePage,
  ),
  meaning: screen(
    () => import('../features/about/meaning-page'),
    (m) => m.MeaningPage,
  ),
  process: screen(
    () => import('../features/about/process-page'),
    (m) => m.ProcessPage,
  ),
  subjectGuide: screen(
    () => import('../features/about/subject-guide-page'),
    (m) => m.SubjectGuidePage,
  ),
  appGuide: screen(
    () => import('../features/about/app-guide-page'),
    (m) => m.AppGuidePage,
  ),
  location: screen(
    () => import('../features/location/location-page'),
    (m) => m.LocationPage,
  ),
  faq: screen(
    () => import('../features/faq/faq-page'),
    (m) => m.FaqPage,
  ),
  recruitment: screen(
    () => import('../features/recruitment/recruitment-page'),
    (m) => m.RecruitmentPage,
  ),
  recruitmentView: screen(
    () => import('../features/recruitment/recruitment-view-page'),
    (m) => m.RecruitmentViewPage,
  ),
  login: screen(
    () => import('../features/auth/login-page'),
    (m) => m.LoginPage,
  ),
  idFind: screen(
    () => import('../features/auth/id-find-page'),
    (m) => m.IdFindPage,
  ),
  pwFind: screen(
    () => import('../features/auth/pw-find-page'),
    (m) => m.PwFindPage,
  ),
  pwChange: screen(
    () => import('../features/auth/pw-change-page'),
    (m) => m.PwChangePage,
  ),
  duplicateLogin: screen(
    () => import('../features/auth/duplicate-login-page'),
    (m) => m.DuplicateLoginPage,
  ),
  join: screen(
    () => import('../features/membership/join-page'),
    (m) => m.JoinPage,
  ),
  joinWrite: screen(
    () => import('../features/membership/join-write-page'),
    (m) => m.JoinWritePage,
  ),
  recruitmentWrite: screen(
    () => import('../features/application/recruitment-write-page'),
    (m) => m.RecruitmentWritePage,
  ),
  recruitmentWriteMember: screen(
    () => import('../features/application/recruitment-write-member-page'),
    (m) => m.RecruitmentWriteMemberPage,
  ),
  privacy: screen(
    () => import('../features/privacy/privacy-page'),
    (m) => m.PrivacyPageKo,
  ),
  privacyEn: screen(
    () => import('../features/privacy/privacy-page'),
    (m) => m.PrivacyPageEn,
  ),
  privacyCn: screen(
    () => import('../features/privacy/privacy-page'),
    (m) => m.PrivacyPageCn,
  ),
  privacyJp: screen(
    () => import('../features/privacy/privacy-page'),
    (m) => m.PrivacyPageJp,
  ),
  userInfoPwConfirm: screen(
    () => import('../features/my-page/user-info-pw-confirm-page'),
    (m) => m.UserInfoPwConfirmPage,
  ),
  userInfo: screen(
    () => import('../features/my-page/user-info-page'),
    (m) => m.UserInfoPage,
  ),
  userModify: screen(
    () => import('../features/my-page/user-modify-page'),
    (m) => m.UserModifyPage,
  ),
  apply: screen(
    () => import('../features/my-page/apply-page'),
    (m) => m.ApplyPage,
  ),
  applyModify: screen(
    () => import('../features/my-page/apply-modify-page'),
    (m) => m.ApplyModifyPage,
  ),
  history: screen(
    () => import('../features/my-page/history-page'),
    (m) => m.HistoryPage,
  ),
  qna: screen(
    () => import('../features/my-page/qna-page'),
    (m) => m.QnaPage,
  ),
  qnaWrite: screen(
    () => import('../features/my-page/qna-write-page'),
    (m) => m.QnaWritePage,
  ),
  qnaView: screen(
    () => import('../features/my-page/qna-view-page'),
    (m) => m.QnaViewPage,
  ),
  withdrawal: screen(
    () => import('../features/my-page/withdrawal-page'),
    (m) => m.WithdrawalPage,
  ),
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
