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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the operand's type is the criterion's
type Value = Expression<any>

/** The study's columns a rule reads. */
export type NumberColumn =
  | 'age_min'
  | 'age_max'
  | 'height_min'
  | 'height_max'
  | 'weight_min'
  | 'weight_max'
  | 'bmi_min'
  | 'bmi_max'
  | 'term_months'
export type TextColumn = 'gender' | 'smoker_allowed' | 'history_rule' | 'sbj_cond_cd' | 'disease_code'

/**
 * How a criterion compares the person's value with the study's columns. The SQL (admits, for the
 * search's statements, the volunteer pool and the alerts) and the search index's passes in
 * JavaScript (search-index.ts) are both derived from this table, so the rule is written once.
 */
export type Rule =
  /** min <= value <= max, where a missing (NULL) bound is open. */
  | { kind: 'within'; min: NumberColumn; max: NumberColumn }
  /** column <= value, where a missing column admits everyone. */
  | { kind: 'atMost'; column: NumberColumn }
  /** column = value. */
  | { kind: 'equals'; column: TextColumn }
  /** column = value, or the column holds the value that admits everyone. */
  | { kind: 'equalsOrAll'; column: TextColumn; all: string }
  /** Only the value `refused` is refused, and only when the column does not hold `allowsAll`. */
  | { kind: 'refusesOnly'; column: TextColumn; allowsAll: string; refused: string }
  /** The column names which values it admits: `all` admits every value, each other key one value. */
  | { kind: 'admitsOne'; column: TextColumn; all: string; byColumn: Readonly<Record<string, string>> }

export const RULES: Readonly<Record<keyof PersonCriteria, Rule>> = {
  gender: { kind: 'equalsOrAll', column: 'gender', all: 'A' },
  age: { kind: 'within', min: 'age_min', max: 'age_max' },
  termMonths: { kind: 'atMost', column: 'term_months' },
  heightCm: { kind: 'within', min: 'height_min', max: 'height_max' },
  weightKg: { kind: 'within', min: 'weight_min', max: 'weight_max' },
  bmi: { kind: 'within', min: 'bmi_min', max: 'bmi_max' },
  smoking: { kind: 'refusesOnly', column: 'smoker_allowed', allowsAll: 'Y', refused: CURRENT_SMOKER },
  history: { kind: 'admitsOne', column: 'history_rule', all: 'any', byColumn: { yes: 'Y', none: 'N' } },
  condition: { kind: 'equals', column: 'sbj_cond_cd' },
}

/** A rule as SQL over the study row `s`. */
export function ruleInSql(eb: Eb, rule: Rule, value: Value): Expression<SqlBool> {
  switch (rule.kind) {
    case 'within':
      return eb.and([
        eb.or([eb(`s.${rule.min}`, 'is', null), eb(`s.${rule.min}`, '<=', value)]),
        eb.or([eb(`s.${rule.max}`, 'is', null), eb(`s.${rule.max}`, '>=', value)]),
      ])
    case 'atMost':
      return eb.or([eb(`s.${rule.column}`, 'is', null), eb(`s.${rule.column}`, '<=', value)])
    case 'equals':
      return eb(`s.${rule.column}`, '=', value)
    case 'equalsOrAll':
      return eb.or([eb(`s.${rule.column}`, '=', rule.all), eb(`s.${rule.column}`, '=', value)])
    case 'refusesOnly':
      return eb.or([eb(`s.${rule.column}`, '=', rule.allowsAll), eb(value, '<>', rule.refused)])
    case 'admitsOne':
      return eb.or([
        eb(`s.${rule.column}`, '=', rule.all),
        ...Object.entries(rule.byColumn).map(([held, admitted]) =>
          eb.and([eb(`s.${rule.column}`, '=', held), eb(value, '=', admitted)]),
        ),
      ])
  }
}

/** The conditions under which the study `s` admits the person. */
export function admits(eb: Eb, person: PersonCriteria): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  for (const name of Object.keys(RULES) as (keyof PersonCriteria)[]) {
    const operand = person[name]
    if (operand === null || operand === undefined) continue
    if (isExpression(operand)) conditions.push(eb.or([eb(operand, 'is', null), ruleInSql(eb, RULES[name], operand)]))
    else conditions.push(ruleInSql(eb, RULES[name], eb.val(operand)))
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
