import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { type PageId } from '@ctc/contract/public-pages'
import { PAGES, type PageDef, type RouteHandle } from '../config/paths'
import { AppLayout } from './layout/app-layout'
import { RootRedirect } from './root-redirect'

const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })))
const IntroducePage = lazy(() => import('../features/about/introduce-page').then((m) => ({ default: m.IntroducePage })))
const MeaningPage = lazy(() => import('../features/about/meaning-page').then((m) => ({ default: m.MeaningPage })))
const ProcessPage = lazy(() => import('../features/about/process-page').then((m) => ({ default: m.ProcessPage })))
const SubjectGuidePage = lazy(() =>
  import('../features/about/subject-guide-page').then((m) => ({ default: m.SubjectGuidePage })),
)
const AppGuidePage = lazy(() => import('../features/about/app-guide-page').then((m) => ({ default: m.AppGuidePage })))
const LocationPage = lazy(() => import('../features/location/location-page').then((m) => ({ default: m.LocationPage })))
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })))
const FaqPage = lazy(() => import('../features/faq/faq-page').then((m) => ({ default: m.FaqPage })))
// My Page
const UserInfoPwConfirmPage = lazy(() =>
  import('../features/my-page/user-info-pw-confirm-page').then((m) => ({ default: m.UserInfoPwConfirmPage })),
)
const UserInfoPage = lazy(() => import('../features/my-page/user-info-page').then((m) => ({ default: m.UserInfoPage })))
const UserModifyPage = lazy(() =>
  import('../features/my-page/user-modify-page').then((m) => ({ default: m.UserModifyPage })),
)
const ApplyPage = lazy(() => import('../features/my-page/apply-page').then((m) => ({ default: m.ApplyPage })))
const ApplyModifyPage = lazy(() =>
  import('../features/my-page/apply-modify-page').then((m) => ({ default: m.ApplyModifyPage })),
)
const HistoryPage = lazy(() => import('../features/my-page/history-page').then((m) => ({ default: m.HistoryPage })))
const QnaPage = lazy(() => import('../features/my-page/qna-page').then((m) => ({ default: m.QnaPage })))
const QnaWritePage = lazy(() => import('../features/my-page/qna-write-page').then((m) => ({ default: m.QnaWritePage })))
const QnaViewPage = lazy(() => import('../features/my-page/qna-view-page').then((m) => ({ default: m.QnaViewPage })))
const WithdrawalPage = lazy(() =>
  import('../features/my-page/withdrawal-page').then((m) => ({ default: m.WithdrawalPage })),
)
const RecruitmentPage = lazy(() =>
  import('../features/recruitment/recruitment-page').then((m) => ({ default: m.RecruitmentPage })),
)
const RecruitmentViewPage = lazy(() =>
  import('../features/recruitment/recruitment-view-page').then((m) => ({ default: m.RecruitmentViewPage })),
)
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })))
const IdFindPage = lazy(() => import('../features/auth/id-find-page').then((m) => ({ default: m.IdFindPage })))
const PwFindPage = lazy(() => import('../features/auth/pw-find-page').then((m) => ({ default: m.PwFindPage })))
const PwChangePage = lazy(() => import('../features/auth/pw-change-page').then((m) => ({ default: m.PwChangePage })))
const DuplicateLoginPage = lazy(() =>
  import('../features/auth/duplicate-login-page').then((m) => ({ default: m.DuplicateLoginPage })),
)
const JoinPage = lazy(() => import('../features/membership/join-page').then((m) => ({ default: m.JoinPage })))
const JoinWritePage = lazy(() =>
  import('../features/membership/join-write-page').then((m) => ({ default: m.JoinWritePage })),
)
const RecruitmentWritePage = lazy(() =>
  import('../features/application/recruitment-write-page').then((m) => ({ default: m.RecruitmentWritePage })),
)
const RecruitmentWriteMemberPage = lazy(() =>
  import('../features/application/recruitment-write-member-page').then((m) => ({
    default: m.RecruitmentWriteMemberPage,
  })),
)
const privacyPage = (name: 'PrivacyPageKo' | 'PrivacyPageEn' | 'PrivacyPageCn' | 'PrivacyPageJp') =>
  lazy(() => import('../features/privacy/privacy-page').then((m) => ({ default: m[name] })))

/**
 * The screen of each page. Pages whose issue has not landed yet have none:
 * the shell shows their localized title only.
 */
const SCREENS: Partial<Record<PageId, React.ComponentType>> = {
  main: HomePage,
  introduce: IntroducePage,
  meaning: MeaningPage,
  process: ProcessPage,
  subjectGuide: SubjectGuidePage,
  appGuide: AppGuidePage,
  location: LocationPage,
  faq: FaqPage,
  recruitment: RecruitmentPage,
  recruitmentView: RecruitmentViewPage,
  login: LoginPage,
  idFind: IdFindPage,
  pwFind: PwFindPage,
  pwChange: PwChangePage,
  duplicateLogin: DuplicateLoginPage,
  join: JoinPage,
  joinWrite: JoinWritePage,
  recruitmentWrite: RecruitmentWritePage,
  recruitmentWriteMember: RecruitmentWriteMemberPage,
  privacy: privacyPage('PrivacyPageKo'),
  privacyEn: privacyPage('PrivacyPageEn'),
  privacyCn: privacyPage('PrivacyPageCn'),
  privacyJp: privacyPage('PrivacyPageJp'),
  userInfoPwConfirm: UserInfoPwConfirmPage,
  userInfo: UserInfoPage,
  userModify: UserModifyPage,
  apply: ApplyPage,
  applyModify: ApplyModifyPage,
  history: HistoryPage,
  qna: QnaPage,
  qnaWrite: QnaWritePage,
  qnaView: QnaViewPage,
  withdrawal: WithdrawalPage,
}

function pageRoute(page: PageDef): RouteObject {
  const Screen = SCREENS[page.id]
  return {
    path: `/:${page.anySegment ? 'segment' : 'locale'}/${page.path}`,
    caseSensitive: true,
    handle: { page } satisfies RouteHandle,
    element: Screen ? <Screen /> : null,
  }
}

export const routes: RouteObject[] = [
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
