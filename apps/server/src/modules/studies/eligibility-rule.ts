import { CURRENT_SMOKER, SICK_NONE } from '@ctc/contract/codes'
import { type Expression, type ExpressionBuilder, type SqlBool, isExpression, sql } from 'kysely'
import type { Database, StudiesTable } from '../../db/schema.js'

// Who may join a study, written once for both directions: "only studies I can join" (the
// person's values are known numbers, the studies are rows) and the volunteer pool (the study's
// bounds are a row `s`, the people are rows). A criterion the person has no value for never
// excludes: an unknown literal is left out, and an unknown column (NULL) passes.

type Operand<T extends string | number> = T | Expression<T | null> | null | undefined

/** The person's side of the rule. */
export interface PersonCriteria {
  /** M or F. */
  gender?: Operand<string>
  age?: Operand<number>
  /** Months the person can take part. */
  termMonths?: Operand<number>
  heightCm?: Operand<number>
  weightKg?: Operand<number>
  bmi?: Operand<number>
  /** The smokeYn code: only a current smoker is refused, and only by a non-smoking study. */
  smoking?: Operand<string>
  /** Y with a medical history, N without. */
  history?: Operand<string>
  /** The sbjCondCd the person is: a healthy volunteer or a patient. */
  condition?: Operand<string>
}

type Eb = ExpressionBuilder<Database & { s: StudiesTable }, 's'>
type Bound = 'age' | 'height' | 'weight' | 'bmi'
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the operand's type is the criterion's
type Value = Expression<any>

/** A value inside [min, max] where either bound may be missing (open). */
function within(eb: Eb, bound: Bound, value: Value) {
  return eb.and([
    eb.or([eb(`s.${bound}_min`, 'is', null), eb(`s.${bound}_min`, '<=', value)]),
    eb.or([eb(`s.${bound}_max`, 'is', null), eb(`s.${bound}_max`, '>=', value)]),
  ])
}

const RULES: Record<keyof PersonCriteria, (eb: Eb, value: Value) => Expression<SqlBool>> = {
  gender: (eb, value) => eb.or([eb('s.gender', '=', 'A'), eb('s.gender', '=', value)]),
  age: (eb, value) => within(eb, 'age', value),
  termMonths: (eb, value) => eb.or([eb('s.term_months', 'is', null), eb('s.term_months', '<=', value)]),
  heightCm: (eb, value) => within(eb, 'height', value),
  weightKg: (eb, value) => within(eb, 'weight', value),
  bmi: (eb, value) => within(eb, 'bmi', value),
  smoking: (eb, value) => eb.or([eb('s.smoker_allowed', '=', 'Y'), eb(value, '<>', CURRENT_SMOKER)]),
  history: (eb, value) =>
    eb.or([
      eb('s.history_rule', '=', 'any'),
      eb.and([eb('s.history_rule', '=', 'yes'), eb(value, '=', 'Y')]),
      eb.and([eb('s.history_rule', '=', 'none'), eb(value, '=', 'N')]),
    ]),
  condition: (eb, value) => eb('s.sbj_cond_cd', '=', value),
}

/** The conditions under which the study `s` admits the person. */
export function admits(eb: Eb, person: PersonCriteria): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  for (const name of Object.keys(RULES) as (keyof PersonCriteria)[]) {
    const operand = person[name]
    if (operand === null || operand === undefined) continue
    if (isExpression(operand)) conditions.push(eb.or([eb(operand, 'is', null), RULES[name](eb, operand)]))
    else conditions.push(RULES[name](eb, eb.val(operand)))
  }
  return conditions
}

/** Age on a Korea-time day from a YYYY-MM-DD birth date, in SQL (the same rule as ageOn). */
export function ageOnDay(today: string) {
  return sql<number>`case when length(m.birth_date) = 10 then cast(${today.slice(0, 4)} as integer) - cast(substr(m.birth_date, 1, 4) as integer)
    - case when substr(m.birth_date, 6, 5) > ${today.slice(5)} then 1 else 0 end end`
}

/**
 * A member's side of the rule from the rows `m` (members) and `p` (volunteer_profiles): the
 * values loadMemberEligibility reads for "only studies I can join", as SQL, so that the volunteer
 * pool and the e-mail alerts select the members a notice admits in one query. A value the member
 * has not given is NULL, and NULL never excludes.
 */
export function memberCriteria(today: string): PersonCriteria {
  return {
    gender: sql<string>`case when m.gender in ('M', 'F') then m.gender end`,
    age: ageOnDay(today),
    termMonths: sql<number>`case when m.participation_term <> '' then cast(m.participation_term as integer) end`,
    heightCm: sql<number>`p.height`,
    weightKg: sql<number>`p.weight`,
    bmi: sql<number>`p.bmi`,
    smoking: sql<string>`p.smoking`,
    history: sql<string>`case when p.sick_cd is null or p.sick_cd = '' then null when p.sick_cd = ${SICK_NONE} then 'N' else 'Y' end`,
  }
}
