import { ApplicationPage } from './application-page'

/** `/{locale}/studyinfo/recruitmentWrite?studyId=`: application by a non-member. */
export function RecruitmentWritePage() {
  return <ApplicationPage kind="guest" />
}
