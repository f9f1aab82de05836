import type { Locale } from '@ctc/contract/locale'
import type { FastifyInstance } from 'fastify'
import { type NewStudy, createStudy } from './studies.service.js'

// Test factories: a recruitment notice, changed only where a test needs it.

type StudyText = NewStudy['texts']['kr']

export type StudyOverrides = Partial<NewStudy['study']> & {
  title?: string
  /** The locales besides Korean that have a translation. */
  locales?: readonly Exclude<Locale, 'kr'>[]
  /** Text fields of a locale beyond its title, given the locale's prefix (KR, EN, CN, JP). */
  text?: (prefix: string) => Partial<StudyText>
  files?: NewStudy['files']
}

/**
 * An online notice open to everyone from 1 June to 31 July 2026, titled "<KR|EN|CN|JP> <title>"
 * in Korean and each of `locales`, unless the overrides say otherwise.
 */
export function buildStudy(overrides: StudyOverrides = {}): NewStudy {
  const { title = 'Study', locales = ['en', 'cn', 'jp'], text = () => ({}), files = [], ...columns } = overrides
  const textOf = (prefix: string): StudyText => ({
    title: `${prefix} ${title}`,
    trial_type: '',
    volunteer_type: '',
    target_disease: '',
    medical_history: '',
    professor: '',
    trial_drug: '',
    target_patient: '',
    extra_info: '',
    details_html: '',
    ...text(prefix),
  })
  return {
    study: {
      sbj_cond_cd: '01',
      disease_code: null,
      cancer_code: null,
      apply_method: 'online',
      gender: 'A',
      age_min: null,
      age_max: null,
      smoker_allowed: 'Y',
      history_rule: 'any',
      term_months: null,
      height_min: null,
      height_max: null,
      weight_min: null,
      weight_max: null,
      bmi_min: null,
      bmi_max: null,
      reward_won: null,
      recruit_start: '2026-06-01',
      recruit_end: '2026-07-31',
      research_start: null,
      research_end: null,
      phase: '1',
      ...columns,
    },
    texts: {
      kr: textOf('KR'),
      ...Object.fromEntries(locales.map((locale) => [locale, textOf(locale.toUpperCase())])),
    },
    files,
  }
}

/** Stores a notice built from the overrides, as created at `now` (the app's clock by default); answers its id. */
export function createTestStudy(app: FastifyInstance, overrides: StudyOverrides = {}, now = app.now()) {
  return createStudy(app.db, buildStudy(overrides), now)
}
