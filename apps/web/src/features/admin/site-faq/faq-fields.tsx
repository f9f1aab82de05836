import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import type { SiteFaq, SiteFaqInput } from '@ctc/contract/site-faq'
import { useId } from 'react'
import { type FieldPath, useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import fieldStyles from '../../../components/form/form.module.css'
import consoleStyles from '../console.module.css'
import { RichTextField } from '../site-content/rich-text-field'
import { useFaqMessage } from './faq-errors'
import styles from './faq-content.module.css'

type Name = FieldPath<SiteFaqInput>

/** The id of a field's control, from its path (`categories.0.slug` → `faq-categories-0-slug`). */
export const faqFieldId = (name: string) => `faq-${name.replace(/\./g, '-')}`

export const emptyEntry = (): SiteFaq['categories'][number]['entries'][number] => ({
  question: { kr: '', en: '', cn: '', jp: '' },
  answer: { kr: '', en: '', cn: '', jp: '' },
})

function useFieldError(name: Name) {
  const { formState, getFieldState } = useFormContext<SiteFaqInput>()
  const message = useFaqMessage()(getFieldState(name, formState).error?.message)
  const errorId = useId()
  return { message, errorId, describedBy: message ? errorId : undefined }
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={fieldStyles.error}>
      {message}
    </p>
  ) : null
}

function TextField({ name, label, lang, hint }: { name: Name; label: string; lang?: string; hint?: string }) {
  const { register } = useFormContext<SiteFaqInput>()
  const { message, errorId, describedBy } = useFieldError(name)
  const hintId = useId()
  const id = faqFieldId(name)
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={consoleStyles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        lang={lang}
        className={fieldStyles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined}
        {...register(name)}
      />
      <ErrorText id={errorId} message={message} />
    </div>
  )
}

function AnswerEditor({ name, label, lang }: { name: Name; label: string; lang: string }) {
  const { message } = useFieldError(name)
  return <RichTextField name={name} id={faqFieldId(name)} label={label} lang={lang} error={message} />
}

interface CategoryProps {
  index: number
  count: number
  locale: Locale
  /** The entries (by `category.entry` index) whose fields are open. */
  open: ReadonlySet<string>
  onToggle: (key: string, open?: boolean) => void
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  /** Entries moved or removed: the open ones are closed, as their places changed. */
  onReordered: () => void
}

/** One category: its address and title, and its questions in order. */
export function CategoryFields({ index, count, locale, open, onToggle, onMove, onRemove, onReordered }: CategoryProps) {
  const { t } = useTranslation('admin')
  const { control, watch } = useFormContext<SiteFaqInput>()
  const entries = useFieldArray({ control, name: `categories.${index}.entries` })
  const base = `categories.${index}` as const
  const title = watch(`${base}.title`)
  const localeName = t(`locales.${locale}`)
  const headingId = useId()
  const shownTitle = title?.[locale] || title?.kr || t('siteFaq.untitled')

  return (
    <section className={consoleStyles.panel} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('siteFaq.categoryHeading', { n: index + 1, title: shownTitle })}</h3>
      <div className={consoleStyles.rowActions}>
        <button type="button" className="button" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {t('siteFaq.moveUp', { item: t('siteFaq.categoryN', { n: index + 1 }) })}
        </button>
        <button
          type="button"
          className="button"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {t('siteFaq.moveDown', { item: t('siteFaq.categoryN', { n: index + 1 }) })}
        </button>
        <button type="button" className="button" onClick={() => onRemove(index)}>
          {t('siteFaq.remove', { item: t('siteFaq.categoryN', { n: index + 1 }) })}
        </button>
      </div>
      <div className={styles.categoryGrid}>
        <TextField name={`${base}.slug`} label={t('siteFaq.slug')} hint={t('siteFaq.slugHint')} />
        <TextField
          name={`${base}.title.${locale}`}
          label={t('siteFaq.categoryTitle', { locale: localeName })}
          lang={LANGUAGE_TAGS[locale]}
        />
      </div>
      <ol className={styles.entries}>
        {entries.fields.map((field, e) => {
          const key = `${index}.${e}`
          const isOpen = open.has(key)
          const entryBase = `${base}.entries.${e}` as const
          const fieldsId = `${faqFieldId(entryBase)}-fields`
          const item = t('siteFaq.entryOf', { c: index + 1, n: e + 1 })
          return (
            <li key={field.id} className={styles.entry}>
              <EntrySummary name={`${entryBase}.question`} locale={locale} n={e + 1} />
              <div className={consoleStyles.rowActions}>
                <button
                  type="button"
                  className="button"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? fieldsId : undefined}
                  onClick={() => onToggle(key)}
                >
                  {isOpen ? t('siteFaq.closeEntry', { item }) : t('siteFaq.editEntry', { item })}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={e === 0}
                  onClick={() => {
                    entries.move(e, e - 1)
                    onReordered()
                  }}
                >
                  {t('siteFaq.moveUp', { item })}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={e === entries.fields.length - 1}
                  onClick={() => {
                    entries.move(e, e + 1)
                    onReordered()
                  }}
                >
                  {t('siteFaq.moveDown', { item })}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    entries.remove(e)
                    onReordered()
                  }}
                >
                  {t('siteFaq.remove', { item })}
                </button>
              </div>
              {isOpen && (
                <div id={fieldsId} className={styles.entryFields}>
                  <TextField
                    name={`${entryBase}.question.${locale}`}
                    label={t('siteFaq.question', { locale: localeName })}
                    lang={LANGUAGE_TAGS[locale]}
                  />
                  <AnswerEditor
                    // A new editor for another language: the editor takes its text when it starts.
                    key={locale}
                    name={`${entryBase}.answer.${locale}`}
                    label={t('siteFaq.answer', { locale: localeName })}
                    lang={LANGUAGE_TAGS[locale]}
                  />
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {entries.fields.length === 0 && <p className={consoleStyles.hint}>{t('siteFaq.noEntries')}</p>}
      <button
        type="button"
        className="button"
        onClick={() => {
          entries.append(emptyEntry(), { shouldFocus: false })
          onToggle(`${index}.${entries.fields.length}`, true)
        }}
      >
        {t('siteFaq.addEntry', { n: index + 1 })}
      </button>
    </section>
  )
}

/** An entry's question as a line of the list: in the language being edited, or Korean, or a placeholder. */
function EntrySummary({
  name,
  locale,
  n,
}: {
  name: `categories.${number}.entries.${number}.question`
  locale: Locale
  n: number
}) {
  const { t } = useTranslation('admin')
  const { watch } = useFormContext<SiteFaqInput>()
  const question = watch(name)
  const own = question?.[locale] ?? ''
  const text = own || question?.kr || ''
  return (
    <p className={styles.entryTitle}>
      <span className={styles.entryNumber}>{t('siteFaq.entryN', { n })}</span>{' '}
      {text ? <span lang={own ? LANGUAGE_TAGS[locale] : LANGUAGE_TAGS.kr}>{text}</span> : t('siteFaq.noQuestion')}
    </p>
  )
}
