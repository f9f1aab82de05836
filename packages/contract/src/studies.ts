import { z } from 'zod'
import { plainText } from './text.js'
import { HEALTHY_CONDITION, PATIENT_CONDITION, codeOf } from './codes.js'
import { IdParamSchema } from './record-id.js'
import {
  HISTORY_FILTERS,
  HISTORY_TEXT_MAX,
  MAX_PAGE,
  SEARCH_BOUNDS,
  SMOKING_FILTERS,
  STUDY_GENDERS,
} from './study-search-rules.js'

export {
  SEARCH_BOUNDS,
  MAX_PAGE,
  STUDY_GENDERS,
  SMOKING_FILTERS,
  HISTORY_FILTERS,
  HISTORY_TEXT_MAX,
  isSearchNumber,
  isSearchPage,
} from './study-search-rules.js'

/** Notices per page of the recruitment search (`POST /api/{lang}/recruit/list`). */
export const RECRUIT_PAGE_SIZE = 10
/** Notices per page of each home-page tab (`main/healtyStudyList`, `main/disasesStudyList`). */
export const MAIN_TAB_PAGE_SIZE = 6
/** Most-viewed open notices in the home-page slide. */
export const MAIN_SLIDE_SIZE = 5
/** Closing-soon notices on the home page: open ones ending within this many days. */
export const CLOSING_SOON_DAYS = 14
export const CLOSING_SOON_SIZE = 5

/** Study classification (code list sbjCondCd): 01 healthy volunteer, 02 patient. */
export const StudyConditionSchema = z.enum([HEALTHY_CONDITION, PATIENT_CONDITION])
export type StudyCondition = z.infer<typeof StudyConditionSchema>

/** Who may take part: A any, M men, F women. */
export const StudyGenderSchema = z.enum(STUDY_GENDERS)
export type StudyGender = z.infer<typeof StudyGenderSchema>

/** Online application, or phone only (every cancer study). */
export const ApplyMethodSchema = z.enum(['online', 'phone'])
export type ApplyMethod = z.infer<typeof ApplyMethodSchema>

/** Medical history rule of a study: anyone, only people without, only people with. */
export const HistoryRuleSchema = z.enum(['any', 'none', 'yes'])
export type HistoryRule = z.infer<typeof HistoryRuleSchema>

/** Derived from the recruitment period (Korea time, end date inclusive) and the manual close flag. */
export const StudyStatusSchema = z.enum(['upcoming', 'open', 'closed'])
export type StudyStatus = z.infer<typeof StudyStatusSchema>

const IsoDate = z.iso.date()

/** Query of the calls that take one study: `?studyId=`. */
export const StudyIdQuerySchema = z.object({ studyId: IdParamSchema })
export type StudyIdQuery = z.infer<typeof StudyIdQuerySchema>

/** Query of the download call: `?fileId=`. */
export const FileIdQuerySchema = z.object({ fileId: IdParamSchema })
export type FileIdQuery = z.infer<typeof FileIdQuerySchema>

/** Query of the paged home-page tabs: `?pgNum=` (1 when absent). */
export const MainTabQuerySchema = z.object({
  pgNum: z.coerce.number().int().positive().max(MAX_PAGE).default(1),
})
export type MainTabQuery = z.infer<typeof MainTabQuerySchema>

const optionalInt = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max).nullish()

/**
 * Search filters of `POST /api/{lang}/recruit/list`. A filter left out (or null)
 * does not narrow the list; a study with no bound on a criterion matches every value.
 */
export const StudySearchSchema = z.object({
  /** Current page, from 1. */
  cp: z.number().int().positive().max(MAX_PAGE).default(1),
  /** Disease category (code list disasesCd). */
  disasesCd: codeOf('disasesCd').nullish(),
  /** A all, M male, F female. */
  gender: StudyGenderSchema.default('A'),
  age: optionalInt(SEARCH_BOUNDS.age),
  /** A all, Y smoker, N non-smoker. */
  smokeYn: z.enum(SMOKING_FILTERS).default('A'),
  /** Months the person can take part for. */
  termMonths: optionalInt(SEARCH_BOUNDS.termMonths),
  heightCm: optionalInt(SEARCH_BOUNDS.heightCm),
  weightKg: optionalInt(SEARCH_BOUNDS.weightKg),
  /** A not said, N no medical history, Y has a medical history. */
  sickYn: z.enum(HISTORY_FILTERS).default('A'),
  /**
   * A medical history as the person typed it (the filter's 'input' choice): only notices that admit
   * a medical history and whose target disease, medical history or target patients mention it.
   * It stands for Y whatever sickYn says.
   */
  sickText: plainText(HISTORY_TEXT_MAX).min(1).nullish(),
  /**
   * Only open notices the person can join. For a logged-in member the stored
   * profile stands in for the entered values.
   */
  onlyEligible: z.boolean().default(false),
})
export type StudySearch = z.infer<typeof StudySearchSchema>
export type StudySearchInput = z.input<typeof StudySearchSchema>

/** Paging of every paged list. */
export const PagingSchema = z.object({
  cp: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
})
export type Paging = z.infer<typeof PagingSchema>

/**
 * Paging of a list too large to count whole at every page (the pool search, the filtered access
 * log): the server counts the matching rows only up to the list's bound. Below it the total is
 * exact and `totalAtLeast` is absent; at more than the bound `totalCount` is the bound,
 * `totalPages` its pages, and `totalAtLeast` is true: "1,000 or more".
 */
export const BoundedPagingSchema = PagingSchema.extend({ totalAtLeast: z.literal(true).optional() })
export type BoundedPaging = z.infer<typeof BoundedPagingSchema>

/**
 * Where a deep list's neighbouring pages start, as opaque cursors (keyset paging): given back as
 * `cursor` with the next (or previous) page number, the server reads on from the rows of this page
 * instead of stepping over every row before it. Null at an end, or where the list cannot seek.
 */
export const PageCursorsSchema = z.object({
  next: z.string().nullable(),
  previous: z.string().nullable(),
})
export type PageCursors = z.infer<typeof PageCursorsSchema>

/** A cursor from `PageCursorsSchema`, sent back as it came. */
export const PageCursorSchema = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/)

/** One notice in a list. */
export const StudyCardSchema = z.object({
  studyId: z.number().int(),
  title: z.string(),
  /** Set when the notice has no text in the requested locale and shows the Korean one. */
  fallbackLocale: z.literal('kr').nullable(),
  sbjCondCd: StudyConditionSchema,
  disasesCd: z.string().nullable(),
  disasesName: z.string().nullable(),
  applyMethod: ApplyMethodSchema,
  gender: StudyGenderSchema,
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  termMonths: z.number().int().nullable(),
  rewardWon: z.number().int().nullable(),
  recruitStart: IsoDate,
  recruitEnd: IsoDate,
  status: StudyStatusSchema,
  /** Days until the recruitment ends, counting today as 0; null once closed. */
  daysLeft: z.number().int().nullable(),
  viewCount: z.number().int(),
})
export type StudyCard = z.infer<typeof StudyCardSchema>

/** The filters that decided the list: the entered values, or the member's profile. */
export const SearchDefaultsSchema = z.object({
  source: z.enum(['entered', 'member']),
  gender: StudyGenderSchema,
  age: z.number().int().nullable(),
  smokeYn: z.enum(SMOKING_FILTERS),
  termMonths: z.number().int().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  sickYn: z.enum(HISTORY_FILTERS),
  /** The medical history typed, when it narrowed the list. */
  sickText: z.string().nullable(),
  disasesCd: z.string().nullable(),
  onlyEligible: z.boolean(),
})
export type SearchDefaults = z.infer<typeof SearchDefaultsSchema>

/** `POST /api/{lang}/recruit/list`: `{dataList, paging, defaultMap}`. */
export const StudyListResponseSchema = z.object({
  dataList: z.array(StudyCardSchema),
  paging: PagingSchema,
  defaultMap: SearchDefaultsSchema,
})
export type StudyListResponse = z.infer<typeof StudyListResponseSchema>

/** The paged home-page tabs: `{dataList, paging}`. */
export const StudyPageResponseSchema = z.object({
  dataList: z.array(StudyCardSchema),
  paging: PagingSchema,
})
export type StudyPageResponse = z.infer<typeof StudyPageResponseSchema>

/** `GET /api/{lang}/main/list`: the slide, closing-soon notices and counters, in `data`. */
export const MainListResponseSchema = z.object({
  data: z.object({
    slideList: z.array(StudyCardSchema),
    closingList: z.array(StudyCardSchema),
    counts: z.object({
      /** People enrolled in studies that recruit this year. */
      volunteersThisYear: z.number().int(),
      /** Studies whose recruitment runs at some time this year. */
      studiesThisYear: z.number().int(),
      /** Studies recruiting today. */
      studiesRunning: z.number().int(),
    }),
  }),
})
export type MainListResponse = z.infer<typeof MainListResponseSchema>

/** Every field of a notice, in the requested locale (or Korean, marked). */
export const StudyDetailSchema = StudyCardSchema.extend({
  cencerCd: z.string().nullable(),
  cencerName: z.string().nullable(),
  smokerAllowed: z.boolean(),
  historyRule: HistoryRuleSchema,
  heightMin: z.number().nullable(),
  heightMax: z.number().nullable(),
  weightMin: z.number().nullable(),
  weightMax: z.number().nullable(),
  bmiMin: z.number().nullable(),
  bmiMax: z.number().nullable(),
  researchStart: IsoDate.nullable(),
  researchEnd: IsoDate.nullable(),
  /** Trial phase: 1 to 4, or BE (bioequivalence). */
  phase: z.string().nullable(),
  trialType: z.string(),
  volunteerType: z.string(),
  targetDisease: z.string(),
  medicalHistory: z.string(),
  professor: z.string(),
  trialDrug: z.string(),
  targetPatient: z.string(),
  extraInfo: z.string(),
  /** Rich text, sanitized by the server when it was written. */
  detailsHtml: z.string(),
})
export type StudyDetail = z.infer<typeof StudyDetailSchema>

/** An attachment of a notice. */
export const StudyFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
})
export type StudyFile = z.infer<typeof StudyFileSchema>

/** `GET /api/{lang}/recruit/view`: `{studyData, fileList}`. */
export const StudyViewResponseSchema = z.object({
  studyData: StudyDetailSchema,
  fileList: z.array(StudyFileSchema),
})
export type StudyViewResponse = z.infer<typeof StudyViewResponseSchema>

/** `GET /api/{lang}/recruit/write`: title data of the notice being applied to, in `data`. */
export const StudyTitleResponseSchema = z.object({
  data: z.object({
    studyId: z.number().int(),
    title: z.string(),
    fallbackLocale: z.literal('kr').nullable(),
    status: StudyStatusSchema,
    applyMethod: ApplyMethodSchema,
    recruitStart: IsoDate,
    recruitEnd: IsoDate,
  }),
})
export type StudyTitleResponse = z.infer<typeof StudyTitleResponseSchema>

/**
 * What eligibility is decided on: a visitor's entered values or a member's
 * stored profile. Null means unknown, which never excludes a study.
 */
export interface EligibilityProfile {
  gender: 'M' | 'F' | null
  age: number | null
  smoker: boolean | null
  termMonths: number | null
  heightCm: number | null
  weightKg: number | null
  hasMedicalHistory: boolean | null
}

/** Body-mass index, kg/m², to one decimal; null without both measures. */
export function bodyMassIndex(heightCm: number | null, weightKg: number | null): number | null {
  if (!heightCm || !weightKg) return null
  const metres = heightCm / 100
  return Math.round((weightKg / (metres * metres)) * 10) / 10
}

export { type ApplicationRefusal, onlineApplicationRefusal } from './study-rules.js'
