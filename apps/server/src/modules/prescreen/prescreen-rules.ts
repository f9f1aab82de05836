import type { Locale } from '@ctc/contract/locale'
import {
  type PrescreenAnswer,
  type PrescreenQuestion,
  type PrescreenRange,
  type PrescreenResult,
  type PrescreenReviewItem,
  type PrescreenRule,
  type PublicPrescreenQuestion,
  daysBefore,
  isShown,
  resultOf,
} from '@ctc/contract/prescreen'

// What the coordinator's rules make of answers. This runs on the server only: the applicant's
// page gets the questions without their rules, and is never told the result.

const SEVERITY: Record<PrescreenRule, number> = { ok: 0, review: 1, exclude: 2 }

function rangeRule(ranges: PrescreenRange[], value: number): PrescreenRule {
  const range = ranges.find((r) => (r.min === null || value >= r.min) && (r.max === null || value <= r.max))
  return range?.rule ?? 'ok'
}

/** The rule an answer falls under (the worst of the options chosen); null when not answered. */
export function ruleOf(question: PrescreenQuestion, answer: PrescreenAnswer | undefined, answeredOn: string) {
  if (answer === undefined) return null
  switch (question.kind) {
    case 'yes_no':
      return answer === 'yes' ? question.yes : question.no
    case 'single':
      return question.options.find((option) => option.key === answer)?.rule ?? null
    case 'multiple': {
      const chosen = question.options.filter((option) => Array.isArray(answer) && answer.includes(option.key))
      // Choosing none of the options is allowed only as an answer of its own (an option "none").
      return chosen.reduce<PrescreenRule>((worst, o) => (SEVERITY[o.rule] > SEVERITY[worst] ? o.rule : worst), 'ok')
    }
    case 'number':
      return typeof answer === 'number' ? rangeRule(question.ranges, answer) : null
    case 'date':
      return typeof answer === 'string' ? rangeRule(question.ranges, daysBefore(answer, answeredOn)) : null
  }
}

/** Every question with its answer and rule, the result, and which answers decided it. */
export function evaluate(
  questions: PrescreenQuestion[],
  answers: Record<string, PrescreenAnswer>,
  answeredOn: string,
): { result: PrescreenResult; items: PrescreenReviewItem[] } {
  const rules = questions.map((question) =>
    isShown(question, answers) ? ruleOf(question, answers[question.key], answeredOn) : null,
  )
  const result = resultOf(rules)
  const decidingRule: PrescreenRule | null = result === 'excluded' ? 'exclude' : result === 'review' ? 'review' : null
  const items = questions.map((question, index) => {
    const rule = rules[index] ?? null
    const answer = rule === null ? null : (answers[question.key] ?? null)
    return { question, answer, rule, deciding: decidingRule !== null && rule === decidingRule }
  })
  return { result, items }
}

/** A question as the applicant sees it: the words in their locale, no rules. */
export function publicQuestion(question: PrescreenQuestion, lang: Locale): PublicPrescreenQuestion {
  const base = { key: question.key, kind: question.kind, text: question.text[lang], showIf: question.showIf }
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return { ...base, options: question.options.map((option) => ({ key: option.key, label: option.label[lang] })) }
    case 'number':
      return { ...base, unit: question.unit[lang], min: question.min, max: question.max, decimals: question.decimals }
    default:
      return base
  }
}
