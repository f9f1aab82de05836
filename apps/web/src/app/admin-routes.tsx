import type { RouteObject } from 'react-router'
import { lazyScreen } from '../lib/lazy-screen'

// The staff console's routes. Only this table is in the public entry: every screen, the
// console's shell, its API client and texts load from chunks of their own when a path under
// /admin is opened. Static segments ('/admin/login') outrank the public '/:locale/login'.

const AdminApp = lazyScreen(() => import('../features/admin/admin-app'), 'AdminApp')
const SetupPage = lazyScreen(() => import('../features/admin/auth/setup-page'), 'SetupPage')
const LoginPage = lazyScreen(() => import('../features/admin/auth/login-page'), 'LoginPage')
const ProtectedConsole = lazyScreen(() => import('../features/admin/shell/console-layout'), 'ProtectedConsole')
const HomePage = lazyScreen(() => import('../features/admin/home/home-page'), 'HomePage')
const NoticesPage = lazyScreen(() => import('../features/admin/notices/notices-page'), 'NoticesPage')
const NoticeEditPage = lazyScreen(() => import('../features/admin/notices/notice-edit-page'), 'NoticeEditPage')
const NoticeOverviewPage = lazyScreen(
  () => import('../features/admin/notices/notice-overview-page'),
  'NoticeOverviewPage',
)
const NoticePreviewPage = lazyScreen(() => import('../features/admin/notices/notice-preview-page'), 'NoticePreviewPage')
const PrescreenBuilderPage = lazyScreen(
  () => import('../features/admin/notices/prescreen-builder-page'),
  'PrescreenBuilderPage',
)
const PipelinePage = lazyScreen(() => import('../features/admin/applicants/pipeline-page'), 'PipelinePage')
const PhoneApplicationPage = lazyScreen(
  () => import('../features/admin/applicants/phone-application-page'),
  'PhoneApplicationPage',
)
const ApplicantPage = lazyScreen(() => import('../features/admin/applicants/applicant-page'), 'ApplicantPage')
const PoolPage = lazyScreen(() => import('../features/admin/pool/pool-page'), 'PoolPage')
const DashboardPage = lazyScreen(() => import('../features/admin/dashboard/dashboard-page'), 'DashboardPage')
const InboxPage = lazyScreen(() => import('../features/admin/questions/inbox-page'), 'InboxPage')
const QuestionPage = lazyScreen(() => import('../features/admin/questions/question-page'), 'QuestionPage')
const MemberSearchPage = lazyScreen(() => import('../features/admin/members/member-search-page'), 'MemberSearchPage')
const MemberRecordPage = lazyScreen(() => import('../features/admin/members/member-record-page'), 'MemberRecordPage')
const AccessLogPage = lazyScreen(() => import('../features/admin/access-log/access-log-page'), 'AccessLogPage')
const StaffPage = lazyScreen(() => import('../features/admin/staff/staff-page'), 'StaffPage')
const PasswordPage = lazyScreen(() => import('../features/admin/auth/password-page'), 'PasswordPage')
const MyNotificationsPage = lazyScreen(
  () => import('../features/admin/settings/my-notifications-page'),
  'MyNotificationsPage',
)
const PrivacyTextsPage = lazyScreen(
  () => import('../features/admin/privacy-texts/privacy-texts-page'),
  'PrivacyTextsPage',
)
const BannersContentPage = lazyScreen(
  () => import('../features/admin/site-banners/banners-content-page'),
  'BannersContentPage',
)
const FaqContentPage = lazyScreen(() => import('../features/admin/site-faq/faq-content-page'), 'FaqContentPage')
const AboutContentPage = lazyScreen(() => import('../features/admin/site-about/about-content-page'), 'AboutContentPage')
const SettingsPage = lazyScreen(() => import('../features/admin/settings/settings-page'), 'SettingsPage')
const SiteIdentityPage = lazyScreen(
  () => import('../features/admin/site-identity/site-identity-page'),
  'SiteIdentityPage',
)
const ConsoleNotFound = lazyScreen(() => import('../features/admin/shell/console-status'), 'ConsoleNotFound')

export const adminRoute: RouteObject = {
  path: '/admin',
  element: <AdminApp />,
  children: [
    { path: 'setup', element: <SetupPage /> },
    { path: 'login', element: <LoginPage /> },
    {
      element: <ProtectedConsole />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'notices', element: <NoticesPage /> },
        { path: 'notices/new', element: <NoticeEditPage /> },
        { path: 'notices/:studyId', element: <NoticeOverviewPage /> },
        { path: 'notices/:studyId/edit', element: <NoticeEditPage /> },
        { path: 'notices/:studyId/preview', element: <NoticePreviewPage /> },
        { path: 'notices/:studyId/prescreen', element: <PrescreenBuilderPage /> },
        { path: 'notices/:studyId/applicants', element: <PipelinePage /> },
        { path: 'notices/:studyId/applicants/phone', element: <PhoneApplicationPage /> },
        { path: 'applications/:applicationId', element: <ApplicantPage /> },
        { path: 'pool', element: <PoolPage /> },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'questions', element: <InboxPage /> },
        { path: 'questions/:qnaId', element: <QuestionPage /> },
        { path: 'members', element: <MemberSearchPage /> },
        { path: 'members/:memberId', element: <MemberRecordPage /> },
        { path: 'access-log', element: <AccessLogPage /> },
        { path: 'staff', element: <StaffPage /> },
        { path: 'password', element: <PasswordPage /> },
        { path: 'notifications', element: <MyNotificationsPage /> },
        { path: 'settings', element: <SettingsPage /> },
        { path: 'settings/identity', element: <SiteIdentityPage /> },
        { path: 'privacy-texts', element: <PrivacyTextsPage /> },
        { path: 'faq', element: <FaqContentPage /> },
        { path: 'about', element: <AboutContentPage /> },
        { path: 'banners', element: <BannersContentPage /> },
        { path: '*', element: <ConsoleNotFound /> },
      ],
    },
  ],
}
