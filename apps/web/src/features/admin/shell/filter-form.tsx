import { useTranslation } from 'react-i18next'
import styles from '../console.module.css'

export interface FilterField {
  name: string
  label: string
  type?: 'search' | 'date' | 'text'
  /** A select of these choices, with "all" first. */
  options?: { value: string; label: string }[]
}

/**
 * The filters of a list: applied together on Search (Enter works in any field), kept in the
 * URL by the screen; Clear removes them all.
 */
export function FilterForm({
  label,
  fields,
  values,
  onApply,
}: {
  label: string
  fields: FilterField[]
  values: Record<string, string | undefined>
  onApply: (changes: Record<string, string | undefined>) => void
}) {
  const { t } = useTranslation('admin')
  const key = fields.map((field) => values[field.name] ?? '').join('|')
  return (
    <form
      // New values from the URL (Back, a link from the home screen) reset the fields.
      key={key}
      role="search"
      aria-label={label}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const text = (name: string) => {
          const value = data.get(name)
          return typeof value === 'string' ? value.trim() || undefined : undefined
        }
        onApply(Object.fromEntries(fields.map((field) => [field.name, text(field.name)])))
      }}
    >
      {fields.map((field) => (
        <label key={field.name}>
          {field.label}
          {field.options ? (
            <select name={field.name} defaultValue={values[field.name] ?? ''}>
              <option value="">{t('filters.all')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input name={field.name} type={field.type ?? 'text'} defaultValue={values[field.name] ?? ''} />
          )}
        </label>
      ))}
      <button type="submit" className="button button-primary">
        {t('filters.apply')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => onApply(Object.fromEntries(fields.map((field) => [field.name, undefined])))}
      >
        {t('filters.clear')}
      </button>
    </form>
  )
}
