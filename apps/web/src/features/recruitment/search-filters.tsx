import type { CodeItem } from '@ctc/contract/codes'
import {
  HISTORY_FILTERS,
  HISTORY_TEXT_MAX,
  SMOKING_FILTERS,
  STUDY_GENDERS,
  oneOf,
} from '@ctc/contract/study-search-rules'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  NUMBER_FIELDS,
  type NumberChoice,
  type NumberField,
  type SearchForm,
  boundsOf,
  historyProblem,
  numberProblem,
} from './search-params'
import styles from './recruitment.module.css'

// A search form, not a data entry one: a few choices and four numbers, held in React state. No
// form library here, so that the list's first load stays within the JS budget (issue 15, decision
// 0029); the numbers are judged by search-params' numberProblem, as the URL's are.

type Problems = Partial<Record<NumberField, 'empty' | 'range'>> & { history?: 'empty' }

interface SearchFiltersProps {
  initial: SearchForm
  diseases: CodeItem[]
  isMember: boolean
  onSearch: (form: SearchForm) => void
  onReset: () => void
}

interface NumberFilterProps {
  field: NumberField
  inputId: string
  value: NumberChoice
  problem: 'empty' | 'range' | undefined
  onChange: (value: NumberChoice) => void
}

/** One number filter: 'choose one' (no filter) or 'input' with a text field for the value. */
function NumberFilter({ field, inputId, value, problem, onChange }: NumberFilterProps) {
  const { t } = useTranslation('recruitment')
  const selectId = `${inputId}-option`
  const messageId = `${inputId}-message`
  const bounds = boundsOf(field)
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{t(`filters.${field}`)}</label>
      <div className={styles.numberRow}>
        <select
          id={selectId}
          value={value.choice}
          onChange={(event) => onChange({ ...value, choice: event.target.value === 'input' ? 'input' : '' })}
        >
          <option value="">{t('filters.chooseOne')}</option>
          <option value="input">{t('filters.input')}</option>
        </select>
        {value.choice === 'input' && (
          <span className={styles.numberInput}>
            <input
              id={inputId}
              value={value.text}
              onChange={(event) => onChange({ ...value, text: event.target.value })}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              aria-label={t(`filters.${field}Value`)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? messageId : undefined}
            />
            <span aria-hidden="true">{t(`filters.${field}Unit`)}</span>
          </span>
        )}
      </div>
      {problem && (
        <p id={messageId} role="alert" className={styles.fieldError}>
          {problem === 'empty'
            ? t(`filters.${field}Required`)
            : t('filters.outOfRange', { min: bounds.min, max: bounds.max })}
        </p>
      )}
    </div>
  )
}

/** The search form. A number whose 'input' option is chosen must be given, within bounds; the first one missing gets focus. */
export function SearchFilters({ initial, diseases, isMember, onSearch, onReset }: SearchFiltersProps) {
  const { t } = useTranslation('recruitment')
  const id = useId()
  const [form, setForm] = useState(initial)
  const [problems, setProblems] = useState<Problems>({})
  const set = <K extends keyof SearchForm>(key: K, value: SearchForm[K]) => setForm({ ...form, [key]: value })
  const inputId = (field: NumberField | 'history') => `${id}-${field}`

  const setNumber = (field: NumberField, value: NumberChoice) => {
    setForm({ ...form, numbers: { ...form.numbers, [field]: value } })
    // A new choice starts over; once a number has been refused, it is judged again as it is typed.
    const changedChoice = value.choice !== form.numbers[field].choice
    if (changedChoice || problems[field]) {
      setProblems({ ...problems, [field]: changedChoice ? undefined : numberProblem(field, value) })
    }
  }

  const setHistory = (changes: Pick<SearchForm, 'history' | 'historyText'>) => {
    const next = { ...form, ...changes }
    setForm(next)
    // As for the numbers: a new choice starts over; a refused text is judged again as it is typed.
    const changedChoice = changes.history !== form.history
    if (changedChoice || problems.history)
      setProblems({ ...problems, history: changedChoice ? undefined : historyProblem(next) })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Problems = {}
    for (const field of NUMBER_FIELDS) found[field] = numberProblem(field, form.numbers[field])
    found.history = historyProblem(form)
    setProblems(found)
    // The first field to fix, in the form's order: the numbers, then the medical history.
    const first = [...NUMBER_FIELDS, 'history' as const].find((field) => found[field])
    if (first) document.getElementById(inputId(first))?.focus()
    else onSearch(form)
  }

  const numberFilter = (field: NumberField) => (
    <NumberFilter
      field={field}
      inputId={inputId(field)}
      value={form.numbers[field]}
      problem={problems[field]}
      onChange={(value) => setNumber(field, value)}
    />
  )

  // Gender and smoking: one of a few values, as radio buttons (their texts are keyed by field and value).
  const choices = <K extends 'gender' | 'smoking'>(field: K, values: readonly SearchForm[K][]) => (
    <fieldset className={styles.field}>
      <legend>{t(`filters.${field}`)}</legend>
      <div className={styles.radios}>
        {values.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-${field}`}
              value={value}
              checked={form[field] === value}
              onChange={() => set(field, value)}
            />
            {t(`${field}.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )

  return (
    <form className={styles.filters} role="search" aria-label={t('filters.title')} onSubmit={submit} noValidate>
      <div className={styles.filterGrid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-dis`}>{t('filters.disease')}</label>
          <select id={`${id}-dis`} value={form.disease} onChange={(event) => set('disease', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {diseases.map((item) => (
              <option key={item.code} value={item.code}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        {choices('gender', STUDY_GENDERS)}
        {numberFilter('age')}
        {choices('smoking', SMOKING_FILTERS)}
        {numberFilter('term')}
        {numberFilter('height')}
        {numberFilter('weight')}
        <div className={styles.field}>
          <label htmlFor={`${id}-sick`}>{t('filters.history')}</label>
          <div className={styles.numberRow}>
            <select
              id={`${id}-sick`}
              value={form.history}
              onChange={(event) =>
                setHistory({
                  history:
                    event.target.value === 'input' ? 'input' : (oneOf(HISTORY_FILTERS, event.target.value) ?? 'A'),
                  historyText: form.historyText,
                })
              }
            >
              <option value="A">{t('filters.chooseOne')}</option>
              <option value="input">{t('filters.input')}</option>
              <option value="N">{t('history.N')}</option>
              <option value="Y">{t('history.Y')}</option>
            </select>
            {form.history === 'input' && (
              <input
                id={inputId('history')}
                className={styles.historyInput}
                value={form.historyText}
                onChange={(event) => setHistory({ history: 'input', historyText: event.target.value })}
                type="text"
                autoComplete="off"
                maxLength={HISTORY_TEXT_MAX}
                aria-label={t('filters.historyValue')}
                aria-invalid={problems.history ? true : undefined}
                aria-describedby={problems.history ? `${inputId('history')}-message` : undefined}
              />
            )}
          </div>
          {problems.history && (
            <p id={`${inputId('history')}-message`} role="alert" className={styles.fieldError}>
              {t('filters.historyRequired')}
            </p>
          )}
        </div>
      </div>
      <div className={styles.onlyRow}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={form.onlyEligible}
            onChange={(event) => set('onlyEligible', event.target.checked)}
          />
          {t('filters.onlyEligible')}
        </label>
        <p className={styles.hint}>{isMember ? t('filters.onlyEligibleMember') : t('filters.onlyEligibleVisitor')}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onReset}>
          {t('filters.reset')}
        </button>
        <button type="submit" className="button button-primary">
          {t('filters.search')}
        </button>
      </div>
    </form>
  )
}
