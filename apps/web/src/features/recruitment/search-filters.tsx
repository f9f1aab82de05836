import type { CodeItem } from '@ctc/contract/codes'
import { useId } from 'react'
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type NumberField, type SearchForm, boundsOf, numberProblem } from './search-params'
import styles from './recruitment.module.css'

interface SearchFiltersProps {
  initial: SearchForm
  diseases: CodeItem[]
  isMember: boolean
  onSearch: (form: SearchForm) => void
  onReset: () => void
}

/** One number filter: 'choose one' (no filter) or 'input' with a text field for the value. */
function NumberFilter({ field }: { field: NumberField }) {
  const { t } = useTranslation('recruitment')
  const id = useId()
  const { register, clearErrors, control, formState } = useFormContext<SearchForm>()
  const choice = useWatch({ control, name: `numbers.${field}.choice` })
  const problem = formState.errors.numbers?.[field]?.text?.message
  const selectId = `${id}-option`
  const messageId = `${id}-message`
  const bounds = boundsOf(field)
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{t(`filters.${field}`)}</label>
      <div className={styles.numberRow}>
        <select
          id={selectId}
          // A new choice starts over: the message of the old one goes.
          {...register(`numbers.${field}.choice`, { onChange: () => clearErrors(`numbers.${field}.text`) })}
        >
          <option value="">{t('filters.chooseOne')}</option>
          <option value="input">{t('filters.input')}</option>
        </select>
        {choice === 'input' && (
          <span className={styles.numberInput}>
            <input
              {...register(`numbers.${field}.text`, {
                // react-hook-form's own rule: no schema library on the list's first load (issue 15).
                validate: (_text, values) => numberProblem(field, values.numbers[field]) ?? true,
              })}
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
  const form = useForm<SearchForm>({ defaultValues: initial })
  const { register } = form

  return (
    <FormProvider {...form}>
      <form
        className={styles.filters}
        role="search"
        aria-label={t('filters.title')}
        onSubmit={(event) => void form.handleSubmit((values) => onSearch(values))(event)}
        noValidate
      >
        <div className={styles.filterGrid}>
          <div className={styles.field}>
            <label htmlFor={`${id}-dis`}>{t('filters.disease')}</label>
            <select id={`${id}-dis`} {...register('disease')}>
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
                  <input type="radio" value={gender} {...register('gender')} />
                  {t(`gender.${gender}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <NumberFilter field="age" />
          <fieldset className={styles.field}>
            <legend>{t('filters.smoking')}</legend>
            <div className={styles.radios}>
              {(['A', 'Y', 'N'] as const).map((smoke) => (
                <label key={smoke}>
                  <input type="radio" value={smoke} {...register('smoking')} />
                  {t(`smoking.${smoke}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <NumberFilter field="term" />
          <NumberFilter field="height" />
          <NumberFilter field="weight" />
          <div className={styles.field}>
            <label htmlFor={`${id}-sick`}>{t('filters.history')}</label>
            <select id={`${id}-sick`} {...register('history')}>
              <option value="A">{t('filters.chooseOne')}</option>
              <option value="N">{t('history.N')}</option>
              <option value="Y">{t('history.Y')}</option>
            </select>
          </div>
        </div>
        <div className={styles.onlyRow}>
          <label className={styles.toggle}>
            <input type="checkbox" {...register('onlyEligible')} />
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
    </FormProvider>
  )
}
