import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { loadChunk } from '../lib/chunk-load'
import { Loading } from './layout/loading'
import { RouteError } from './route-error'

// The staff console's routes. Only this table is in the public entry: every screen, the
// console's shell, its API client and texts load from chunks of their own when a path under
// /admin is opened. Static segments ('/admin/login') outrank the public '/:locale/login'.

const screen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await loadChunk(load))[name] })

export const adminRoute: RouteObject = {
  path: '/admin',
  lazy: screen(() => import('../features/admin/admin-app'), 'AdminApp'),
  HydrateFallback: Loading,
  // A console chunk that fails (a tab open across a release) reloads once, as public screens do.
  ErrorBoundary: RouteError,
  children: [
    { path: 'setup', lazy: screen(() => import('../features/admin/auth/setup-page'), 'SetupPage') },
    { path: 'login', lazy: screen(() => import('../features/admin/auth/login-page'), 'LoginPage') },
    {
      lazy: screen(() => import('../features/admin/shell/console-layout'), 'ProtectedConsole'),
      children: [
        { index: true, lazy: screen(() => import('../features/admin/home/home-page'), 'HomePage') },
        { path: 'notices', lazy: screen(() => import('../features/admin/notices/notices-page'), 'NoticesPage') },
        {
          path: 'notices/new',
          lazy: screen(() => import('../features/admin/notices/notice-edit-page'), 'NoticeEditPage'),
        },
        {
          path: 'notices/:studyId',
          lazy: screen(() => import('../features/admin/notices/notice-edit-page'), 'NoticeEditPage'),
        },
        {
          path: 'notices/:studyId/preview',
          lazy: screen(() => import('../features/admin/notices/notice-preview-page'), 'NoticePreviewPage'),
        },
        {
          path: 'notices/:studyId/applicants',
          lazy: screen(() => import('../features/admin/applicants/pipeline-page'), 'PipelinePage'),
        },
        {
          path: 'notices/:studyId/applicants/phone',
          lazy: screen(() => import('../features/admin/applicants/phone-application-page'), 'PhoneApplicationPage'),
        },
        {
          path: 'applications/:applicationId',
          lazy: screen(() => import('../features/admin/applicants/applicant-page'), 'ApplicantPage'),
        },
        { path: 'pool', lazy: screen(() => import('../features/admin/pool/pool-page'), 'PoolPage') },
        {
          path: 'dashboard',
          lazy: screen(() => import('../features/admin/dashboard/dashboard-page'), 'DashboardPage'),
        },
        { path: 'questions', lazy: screen(() => import('../features/admin/questions/inbox-page'), 'InboxPage') },
        {
          path: 'questions/:qnaId',
          lazy: screen(() => import('../features/admin/questions/question-page'), 'QuestionPage'),
        },
        {
          path: 'members',
          lazy: screen(() => import('../features/admin/members/member-search-page'), 'MemberSearchPage'),
        },
        {
          path: 'members/:memberId',
          lazy: screen(() => import('../features/admin/members/member-record-page'), 'MemberRecordPage'),
        },
        {
          path: 'access-log',
          lazy: screen(() => import('../features/admin/access-log/access-log-page'), 'AccessLogPage'),
        },
        { path: 'staff', lazy: screen(() => import('../features/admin/staff/staff-page'), 'StaffPage') },
        { path: 'password', lazy: screen(() => import('../features/admin/auth/password-page'), 'PasswordPage') },
        {
          path: 'notifications',
          lazy: screen(() => import('../features/admin/settings/my-notifications-page'), 'MyNotificationsPage'),
        },
        { path: 'settings', lazy: screen(() => import('../features/admin/settings/settings-page'), 'SettingsPage') },
        { path: '*', lazy: screen(() => import('../features/admin/shell/console-status'), 'ConsoleNotFound') },
      ],
    },
  ],
}
