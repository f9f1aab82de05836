import { ApplicationPage } from './application-page'

/** `/{locale}/studyinfo/recruitmentWriteMember?studyId=`: application by a logged-in member. */
export function RecruitmentWriteMemberPage() {
  return <ApplicationPage kind="member" />
}
