import { type PageId } from '@ctc/contract/public-pages'
import type { MenuGroup } from './paths'

export interface MenuItem {
  /** The page the item links to. */
  page: PageId
  /** Other pages during which the item shows as current. */
  alsoFor?: PageId[]
}

/** The main menu's four groups and their side menus, in the spec's order. */
export const MENU: Record<MenuGroup, MenuItem[]> = {
  about: [
    { page: 'introduce' },
    { page: 'meaning' },
    { page: 'process' },
    { page: 'subjectGuide' },
    { page: 'appGuide' },
  ],
  studyinfo: [{ page: 'recruitment', alsoFor: ['recruitmentView', 'recruitmentWrite', 'recruitmentWriteMember'] }],
  contact: [{ page: 'faq' }, { page: 'location' }],
  myinfo: [
    { page: 'userInfoPwConfirm', alsoFor: ['userInfo', 'userModify'] },
    { page: 'apply', alsoFor: ['applyModify'] },
    { page: 'history' },
    { page: 'qna', alsoFor: ['qnaWrite', 'qnaView'] },
    { page: 'contactPreferences' },
    { page: 'consents' },
    { page: 'myData' },
    { page: 'withdrawal' },
  ],
}

export const MENU_GROUPS = Object.keys(MENU) as MenuGroup[]
