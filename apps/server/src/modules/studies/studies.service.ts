import type { Locale } from '@ctc/contract/locale'
import {
  type BoundedPaging,
  CLOSING_SOON_DAYS,
  CLOSING_SOON_SIZE,
  type EligibilityProfile,
  MAIN_SLIDE_SIZE,
  MAIN_TAB_PAGE_SIZE,
  type MainListResponse,
  type Paging,
  RECRUIT_PAGE_SIZE,
  type SearchDefaults,
  type StudyCard,
  type StudyCondition,
  type StudyDetail,
  type StudyFile,
  type StudySearch,
  type StudyStatus,
  type StudyTitleResponse,
  bodyMassIndex,
} from '@ctc/contract/studies'
import sanitizeHtml from 'sanitize-html'
import type { BoundedCount } from '../../db/bounded-count.js'
import type { Db } from '../../db/database.js'
import type { NewStudyRow, NewStudyTextRow } from '../../db/schema.js'
import { AppError } from '../../errors.js'
import {
  type StudyCardRow,
  type StudyFilter,
  countForHome,
  findClosingSoon,
  findFile,
  findFilesOfStudy,
  findMostViewed,
  findStudyDetail,
  insertStudy,
  findViewCount,
  findStudiesMentioning,
  searchStudies,
} from './studies.repository.js'
import { addDays, daysBetween, seoulToday } from '../../lib/seoul-dates.js'
import type { CardCache } from './card-cache.js'
import type { ResponseCache } from './response-cache.js'
import type { SearchIndex } from './search-index.js'
import type { ViewCounter } from './view-counter.js'

/** What a call needs to know beyond its input: today in Korea, and who is asking. */
export interface StudyContext {
  now: Date
  /** Loads a logged-in member's eligibility; absent for a visitor. */
  memberProfile?: () => Promise<EligibilityProfile | undefined>
  /** The published notices' filter columns in memory; without it the search runs in SQL. */
  index?: SearchIndex
  /** Card rows read lately, under the notices' generation. */
  cards?: CardCache
}

export function statusOf(
  row: { closed_yn: string; recruit_start: string; recruit_end: string },
  today: string,
): StudyStatus {
  if (row.closed_yn === 'Y' || row.recruit_end < today) return 'closed'
  return row.recruit_start > today ? 'upcoming' : 'open'
}

const num = (value: number | string | null) => (value === null ? null : Number(value))

function toCard(row: StudyCardRow, today: string): StudyCard {
  const status = statusOf(row, today)
  return {
    studyId: row.id,
    title: row.title,
    fallbackLocale: row.is_fallback ? 'kr' : null,
    sbjCondCd: row.sbj_cond_cd as StudyCondition,
    disasesCd: row.disease_code,
    disasesName: row.disease_name ?? null,
    applyMethod: row.apply_method as StudyCard['applyMethod'],
    gender: row.gender as StudyCard['gender'],
    ageMin: row.age_min,
    ageMax: row.age_max,
    termMonths: row.term_months,
    rewardWon: row.reward_won,
    recruitStart: row.recruit_start,
    recruitEnd: row.recruit_end,
    status,
    daysLeft: status === 'closed' ? null : daysBetween(today, row.recruit_end),
    viewCount: row.view_count,
  }
}

/** A page of notices; routes put it in the spec's envelope. */
export interface StudyPage {
  studies: StudyCard[]
  paging: Paging
}

/** A notice with its attachments. */
export interface StudyView {
  study: StudyDetail
  files: StudyFile[]
}

export type HomeData = MainListResponse['data']
export type StudyTitle = StudyTitleResponse['data']

/** The paging of a list page, as every paged answer gives it. */
export function paging(cp: number, pageSize: number, totalCount: number): Paging {
  return { cp, pageSize, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) }
}

/** The paging of a list counted up to a bound (`countUpTo`): `totalAtLeast` only when it reached it. */
export function boundedPaging(cp: number, pageSize: number, total: BoundedCount): BoundedPaging {
  const exact = paging(cp, pageSize, total.count)
  return total.atLeast ? { ...exact, totalAtLeast: true } : exact
}

/** The entered search values as an eligibility profile. */
export function profileFromSearch(search: StudySearch): EligibilityProfile {
  return {
    gender: search.gender === 'A' ? null : search.gender,
    age: search.age ?? null,
    smoker: search.smokeYn === 'A' ? null : search.smokeYn === 'Y',
    termMonths: search.termMonths ?? null,
    heightCm: search.heightCm ?? null,
    weightKg: search.weightKg ?? null,
    // A medical history typed in is one the person has.
    hasMedicalHistory: search.sickText ? true : search.sickYn === 'A' ? null : search.sickYn === 'Y',
  }
}

/** The SQL filter of a profile: with both measures BMI decides, else each measure's own bounds. */
export function filterFromProfile(profile: EligibilityProfile): StudyFilter {
  return {
    gender: profile.gender,
    age: profile.age,
    smoker: profile.smoker,
    termMonths: profile.termMonths,
    heightCm: profile.heightCm,
    weightKg: profile.weightKg,
    bmi: bodyMassIndex(profile.heightCm, profile.weightKg),
    hasMedicalHistory: profile.hasMedicalHistory,
  }
}

function defaultsOf(
  search: StudySearch,
  profile: EligibilityProfile,
  source: SearchDefaults['source'],
): SearchDefaults {
  return {
    source,
    gender: profile.gender ?? 'A',
    age: profile.age,
    smokeYn: profile.smoker === null ? 'A' : profile.smoker ? 'Y' : 'N',
    termMonths: profile.termMonths,
    heightCm: profile.heightCm,
    weightKg: profile.weightKg,
    sickYn: profile.hasMedicalHistory === null ? 'A' : profile.hasMedicalHistory ? 'Y' : 'N',
    sickText: source === 'entered' ? (search.sickText ?? null) : null,
    disasesCd: search.disasesCd ?? null,
    onlyEligible: search.onlyEligible,
  }
}

/**
 * The recruitment search. The entered values always narrow the list; with
 * 'only studies I can join' it keeps open notices only, and a logged-in
 * member's stored profile stands in for the entered values.
 */
export async function search(
  db: Db,
  lang: Locale,
  input: StudySearch,
  ctx: StudyContext,
): Promise<StudyPage & { defaults: SearchDefaults }> {
  const today = seoulToday(ctx.now)
  let profile = profileFromSearch(input)
  let source: SearchDefaults['source'] = 'entered'
  if (input.onlyEligible && ctx.memberProfile) {
    const stored = await ctx.memberProfile()
    if (stored) {
      profile = stored
      source = 'member'
    }
  }
  const filter = filterFromProfile(profile)
  filter.diseaseCode = input.disasesCd ?? null
  if (input.onlyEligible) filter.openOn = today
  // A medical history typed in: the notices whose texts mention it (the index holds no text).
  // A member's stored profile, when it stands in, has none.
  if (source === 'entered' && input.sickText) filter.onlyIds = await findStudiesMentioning(db, lang, input.sickText)
  const { rows, total } = await searchStudies(
    db,
    lang,
    filter,
    {
      today,
      limit: RECRUIT_PAGE_SIZE,
      offset: (input.cp - 1) * RECRUIT_PAGE_SIZE,
    },
    ctx.index,
    ctx.cards,
  )
  return {
    studies: rows.map((row) => toCard(row, today)),
    paging: paging(input.cp, RECRUIT_PAGE_SIZE, total),
    defaults: defaultsOf(input, profile, source),
  }
}

/** A home-page tab: open notices of one classification, closing soonest first. */
export async function listTab(
  db: Db,
  lang: Locale,
  condition: StudyCondition,
  pgNum: number,
  now: Date,
  index?: SearchIndex,
  cards?: CardCache,
): Promise<StudyPage> {
  const today = seoulToday(now)
  const { rows, total } = await searchStudies(
    db,
    lang,
    { openOn: today, sbjCondCd: condition },
    { today, limit: MAIN_TAB_PAGE_SIZE, offset: (pgNum - 1) * MAIN_TAB_PAGE_SIZE },
    index,
    cards,
  )
  return { studies: rows.map((row) => toCard(row, today)), paging: paging(pgNum, MAIN_TAB_PAGE_SIZE, total) }
}

export async function mainList(db: Db, lang: Locale, now: Date): Promise<HomeData> {
  const today = seoulToday(now)
  const year = today.slice(0, 4)
  const [slide, closing, counts] = await Promise.all([
    findMostViewed(db, lang, today, MAIN_SLIDE_SIZE),
    findClosingSoon(db, lang, today, addDays(today, CLOSING_SOON_DAYS), CLOSING_SOON_SIZE),
    countForHome(db, today, `${year}-01-01`, `${year}-12-31`),
  ])
  return {
    slideList: slide.map((row) => toCard(row, today)),
    closingList: closing.map((row) => toCard(row, today)),
    counts: {
      volunteersThisYear: counts.volunteers,
      studiesThisYear: counts.studies,
      studiesRunning: counts.running,
    },
  }
}

async function detailOrThrow(db: Db, lang: Locale, studyId: number, withDrafts = false) {
  const row = await findStudyDetail(db, lang, studyId, withDrafts)
  if (!row) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  return row
}

/** A notice with its attachments; the first call of a visitor on a day counts as a view. */
export async function view(
  db: Db,
  lang: Locale,
  studyId: number,
  now: Date,
  views: { counter: ViewCounter; visitor: string },
  cache?: ResponseCache,
): Promise<StudyView> {
  const today = seoulToday(now)
  const load = () => loadView(db, lang, studyId, today)
  // The views not yet committed, taken before the stored count is read: a write that commits
  // meanwhile is then in both (counted twice for a moment) rather than in neither.
  const pending = views.counter.pending(studyId)
  const [page, stored] = await Promise.all([
    cache ? cache.get(`view:${lang}:${studyId}:${today}`, load) : load(),
    findViewCount(db, studyId),
  ])
  const counted = views.counter.add(studyId, views.visitor, today) ? 1 : 0
  // The count is read fresh (a primary-key lookup) so that it never goes backwards while the page is cached.
  return { study: withViewCount(page.study, (stored ?? 0) + pending + counted), files: page.files }
}

/** A copy of the kept notice with a fresh view count (Object.assign: see listEnvelope in the routes). */
function withViewCount(study: StudyDetail, viewCount: number): StudyDetail {
  return Object.assign({}, study, { viewCount })
}

/** The public detail page's data without counting a view: what the server puts in the page's head. */
export function publicView(db: Db, lang: Locale, studyId: number, now: Date): Promise<StudyView> {
  return loadView(db, lang, studyId, seoulToday(now))
}

/** The public detail page's data, drafts included and no view counted: the console's preview. */
export function preview(db: Db, lang: Locale, studyId: number, now: Date): Promise<StudyView> {
  return loadView(db, lang, studyId, seoulToday(now), true)
}

async function loadView(db: Db, lang: Locale, studyId: number, today: string, withDrafts = false): Promise<StudyView> {
  const [row, files] = await Promise.all([detailOrThrow(db, lang, studyId, withDrafts), findFilesOfStudy(db, studyId)])
  const study: StudyDetail = {
    ...toCard(row, today),
    cencerCd: row.cancer_code,
    cencerName: row.cancer_name ?? null,
    smokerAllowed: row.smoker_allowed === 'Y',
    historyRule: row.history_rule as StudyDetail['historyRule'],
    heightMin: num(row.height_min),
    heightMax: num(row.height_max),
    weightMin: num(row.weight_min),
    weightMax: num(row.weight_max),
    bmiMin: num(row.bmi_min),
    bmiMax: num(row.bmi_max),
    researchStart: row.research_start,
    researchEnd: row.research_end,
    phase: row.phase,
    trialType: row.trial_type,
    volunteerType: row.volunteer_type,
    targetDisease: row.target_disease,
    medicalHistory: row.medical_history,
    professor: row.professor,
    trialDrug: row.trial_drug,
    targetPatient: row.target_patient,
    extraInfo: row.extra_info,
    detailsHtml: row.details_html,
  }
  return {
    study,
    files: files.map((file) => ({
      fileId: file.id,
      fileName: file.file_name,
      contentType: file.content_type,
      size: file.size,
    })),
  }
}

/** Title data of the notice an application form is about. */
export async function titleData(db: Db, lang: Locale, studyId: number, now: Date): Promise<StudyTitle> {
  const row = await detailOrThrow(db, lang, studyId)
  const today = seoulToday(now)
  return {
    studyId: row.id,
    title: row.title,
    fallbackLocale: row.is_fallback ? 'kr' : null,
    status: statusOf(row, today),
    applyMethod: row.apply_method as StudyCard['applyMethod'],
    recruitStart: row.recruit_start,
    recruitEnd: row.recruit_end,
  }
}

export async function download(db: Db, fileId: number) {
  const file = await findFile(db, fileId)
  if (!file) throw new AppError(404, 'FILE_NOT_FOUND', `No file ${fileId}`)
  return file
}

/** A new notice: its columns, texts per locale (Korean required) and attachments. */
export interface NewStudy {
  study: Omit<NewStudyRow, 'created_at' | 'updated_at'>
  texts: Partial<Record<Locale, Omit<NewStudyTextRow, 'study_id' | 'locale'>>> & {
    kr: Omit<NewStudyTextRow, 'study_id' | 'locale'>
  }
  files: { fileName: string; contentType: string; content: Buffer }[]
}

// Staff write rich text; only structure and links survive, never scripts, styles or event handlers.
export const DETAILS_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  allowedAttributes: { a: ['href'], th: ['scope'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
}

export function sanitizeDetails(html: string): string {
  return sanitizeHtml(html, DETAILS_POLICY)
}

/** Writes a notice; the details are sanitized here, so every reader gets safe HTML. */
export async function createStudy(db: Db, input: NewStudy, now: Date): Promise<number> {
  const stamp = now.toISOString()
  const texts = Object.entries(input.texts).map(([locale, text]) => ({
    ...text,
    locale,
    details_html: sanitizeDetails(text.details_html),
  }))
  return insertStudy(
    db,
    { ...input.study, created_at: stamp, updated_at: stamp },
    texts,
    input.files.map((file) => ({ file_name: file.fileName, content_type: file.contentType, content: file.content })),
  )
}
