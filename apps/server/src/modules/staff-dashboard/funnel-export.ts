import { FUNNEL_STEPS, type FunnelExportQuery, type RecruitmentFunnel } from '@ctc/contract/staff-dashboard'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { toCsv } from '../../lib/spreadsheet-cells.js'
import { dashboardRange } from './dashboard-range.js'
import {
  funnelFacts,
  funnelFactsByNotice,
  furthestStepsByNotice,
  NO_FACTS,
  recruitmentFunnel,
} from './recruitment-funnel.js'

// The recruitment funnel as a spreadsheet: per notice and for the center, the same figures as
// the dashboard (recruitment-funnel.ts), derived from the applications, never typed. Counts and
// rates only, so no access-log row, like the dashboard itself.

type Language = FunnelExportQuery['language']

const STEP_HEADERS: Record<(typeof FUNNEL_STEPS)[number], Record<Language, string>> = {
  applied: { ko: '지원', en: 'Applied' },
  prescreen_passed: { ko: '사전 문진 통과', en: 'Pre-screen passed' },
  booked: { ko: '방문 예약', en: 'Visit booked' },
  attended: { ko: '방문 완료', en: 'Visit attended' },
  enrolled: { ko: '등록', en: 'Enrolled' },
}

const HEADERS: Record<Language, { fixed: string[]; conversion: (from: string, to: string) => string; tail: string[] }> =
  {
    ko: {
      fixed: ['공고 번호', '공고 제목', '기간 시작', '기간 끝'],
      conversion: (from, to) => `전환율 ${from}→${to}`,
      tail: ['첫 연락까지 일수(중앙값)', '방문까지 일수(중앙값)', '노쇼 비율', '노쇼', '출석 여부를 기록한 방문'],
    },
    en: {
      fixed: ['Notice no.', 'Notice title', 'From', 'To'],
      conversion: (from, to) => `Conversion ${from} → ${to}`,
      tail: ['Median days to first contact', 'Median days to visit', 'No-show rate', 'No-shows', 'Visits marked'],
    },
  }
const CENTER: Record<Language, string> = { ko: '센터 전체', en: 'Whole center' }

export function funnelHeader(language: Language): string[] {
  const steps = FUNNEL_STEPS.map((step) => STEP_HEADERS[step][language])
  const conversions = steps.slice(1).map((to, index) => HEADERS[language].conversion(steps[index] ?? '', to))
  return [...HEADERS[language].fixed, ...steps, ...conversions, ...HEADERS[language].tail]
}

function funnelRow(
  notice: { id: number | null; title: string },
  range: { from: string; to: string },
  funnel: RecruitmentFunnel,
) {
  return [
    notice.id,
    notice.title,
    range.from,
    range.to,
    ...funnel.steps.map((step) => step.count),
    ...funnel.steps.slice(1).map((step) => step.conversion),
    funnel.medianDaysToFirstContact,
    funnel.medianDaysToVisit,
    funnel.noShowRate,
    funnel.noShows,
    funnel.visitsMarked,
  ]
}

/** The funnel of every notice with applications in the range (or of one notice), and the center's. */
export async function exportFunnel(
  db: Db,
  now: Date,
  query: FunnelExportQuery,
): Promise<{ fileName: string; body: string }> {
  const range = dashboardRange(query, seoulToday(now))
  if (query.studyId !== undefined) {
    const exists = await db.selectFrom('studies').select('id').where('id', '=', query.studyId).executeTakeFirst()
    if (!exists) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${query.studyId}`)
  }
  const notices = await db
    .selectFrom('studies as s')
    .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .select(['s.id', 'k.title'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications as a')
          .select('a.id')
          .whereRef('a.study_id', '=', 's.id')
          .where('a.created_at', '>=', range.since)
          .where('a.created_at', '<', range.until),
      ),
    )
    .$if(query.studyId !== undefined, (qb) => qb.where('s.id', '=', query.studyId ?? 0))
    .orderBy('s.id')
    .execute()
  // The range's figures of every notice at once (one grouped query for the steps, three for the
  // medians and visits of all notices, three more for the center's), never a row per application.
  const filter = { since: range.since, until: range.until, studyId: query.studyId }
  const [steps, perNotice, centerFacts] = await Promise.all([
    furthestStepsByNotice(db, filter),
    funnelFactsByNotice(db, filter),
    query.studyId === undefined ? funnelFacts(db, filter) : NO_FACTS,
  ])
  const rows = notices.map((notice) =>
    funnelRow(
      notice,
      range,
      recruitmentFunnel(steps.get(notice.id) ?? new Map(), perNotice.get(notice.id) ?? NO_FACTS),
    ),
  )
  if (query.studyId === undefined) {
    const center = new Map<number, number>()
    for (const step of steps.values()) for (const [rank, n] of step) center.set(rank, (center.get(rank) ?? 0) + n)
    rows.push(funnelRow({ id: null, title: CENTER[query.language] }, range, recruitmentFunnel(center, centerFacts)))
  }
  const scope = query.studyId === undefined ? 'center' : `notice-${query.studyId}`
  return { fileName: `funnel-${scope}-${range.from}-${range.to}.csv`, body: toCsv(funnelHeader(query.language), rows) }
}
