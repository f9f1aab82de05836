import type { CodeItem } from '@ctc/contract/codes'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type FilterValues, NUMBER_FIELDS, type NumberField, boundsOf, parseNumber } from './search-params'
import styles from './recruitment.module.css'

interface SearchFiltersProps {
  initial: FilterValues
  diseases: CodeItem[]
  isMember: boolean
  onSearch: (filters: FilterValues) => void
  onReset: () => void
}

type Problem = 'empty' | 'range'

/** The search form. An 'input' option left empty is refused with a message at the field, which gets focus. */
export function SearchFilters({ initial, diseases, isMember, onSearch, onReset }: SearchFiltersProps) {
  const { t } = useTranslation('recruitment')
  const id = useId()
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Partial<Record<NumberField, Problem>>>({})
  const inputs = useRef(new Map<NumberField, HTMLInputElement>())

  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const setOption = (field: NumberField, option: '' | 'input') => {
    setValues((current) => ({ ...current, options: { ...current.options, [field]: option } }))
    setProblems((current) => ({ ...current, [field]: undefined }))
  }

  const setNumber = (field: NumberField, text: string) => {
    setValues((current) => ({ ...current, numbers: { ...current.numbers, [field]: text } }))
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }))
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found: Partial<Record<NumberField, Problem>> = {}
    for (const field of NUMBER_FIELDS) {
      if (values.options[field] !== 'input') continue
      if (values.numbers[field].trim() === '') found[field] = 'empty'
      else if (parseNumber(field, values.numbers[field]) === undefined) found[field] = 'range'
    }
    setProblems(found)
    const first = NUMBER_FIELDS.find((field) => found[field])
    if (first) {
      inputs.current.get(first)?.focus()
      return
    }
    onSearch(values)
  }

  const handleReset = () => {
    setProblems({})
    onReset()
  }

  const numberField = (field: NumberField) => {
    const selectId = `${id}-${field}-option`
    const inputId = `${id}-${field}`
    const messageId = `${id}-${field}-message`
    const problem = problems[field]
    const bounds = boundsOf(field)
    return (
      <div className={styles.field} key={field}>
        <label htmlFor={selectId}>{t(`filters.${field}`)}</label>
        <div className={styles.numberRow}>
          <select
            id={selectId}
            value={values.options[field]}
            onChange={(event) => setOption(field, event.target.value === 'input' ? 'input' : '')}
          >
            <option value="">{t('filters.chooseOne')}</option>
            <option value="input">{t('filters.input')}</option>
          </select>
          {values.options[field] === 'input' && (
            <span className={styles.numberInput}>
              <input
                id={inputId}
                ref={(node) => {
                  if (node) inputs.current.set(field, node)
                  else inputs.current.delete(field)
                }}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={values.numbers[field]}
                onChange={(event) => setNumber(field, event.target.value)}
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

  return (
    <form className={styles.filters} role="search" aria-label={t('filters.title')} onSubmit={handleSubmit} noValidate>
      <div className={styles.filterGrid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-dis`}>{t('filters.disease')}</label>
          <select id={`${id}-dis`} value={values.dis} onChange={(event) => set('dis', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {diseases.map((item) => (
              <option key={item.code} value={item.code}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.field}>
          <legend>{t('filters.gender')}</legend>
          <div className={styles.radios}>
            {(['A', 'M', 'F'] as const).map((gender) => (
              <label key={gender}>
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={gender}
                  checked={values.gender === gender}
                  onChange={() => set('gender', gender)}
                />
                {t(`gender.${gender}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {numberField('age')}
        <fieldset className={styles.field}>
          <legend>{t('filters.smoking')}</legend>
          <div className={styles.radios}>
            {(['A', 'Y', 'N'] as const).map((smoke) => (
              <label key={smoke}>
                <input
                  type="radio"
                  name={`${id}-smoke`}
                  value={smoke}
                  checked={values.smoke === smoke}
                  onChange={() => set('smoke', smoke)}
                />
                {t(`smoking.${smoke}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {numberField('term')}
        {numberField('height')}
        {numberField('weight')}
        <div className={styles.field}>
          <label htmlFor={`${id}-sick`}>{t('filters.history')}</label>
          <select
            id={`${id}-sick`}
            value={values.sick}
            onChange={(event) => set('sick', event.target.value as FilterValues['sick'])}
          >
            <option value="A">{t('filters.chooseOne')}</option>
            <option value="N">{t('history.N')}</option>
            <option value="Y">{t('history.Y')}</option>
          </select>
        </div>
      </div>
      <div className={styles.onlyRow}>
        <label className={styles.toggle}>
          <input type="checkbox" checked={values.only} onChange={(event) => set('only', event.target.checked)} />
          {t('filters.onlyEligible')}
        </label>
        <p className={styles.hint}>{isMember ? t('filters.onlyEligibleMember') : t('filters.onlyEligibleVisitor')}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={handleReset}>
          {t('filters.reset')}
        </button>
        <button type="submit" className="button button-primary">
          {t('filters.search')}
        </button>
      </div>
    </form>
  )
}
