import { LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import { type SiteFaq, SiteFaqSchema, FAQ_CATEGORIES_MAX } from '@ctc/contract/site-faq'
import { inLocale } from '@ctc/contract/site-identity'
import { useState } from 'react'
import { FormProvider, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FaqAccordion } from '../../../components/faq-accordion'
import { siteFaqApi, useSiteFaqAdmin } from '../api/site-faq'
import styles from '../console.module.css'
import { EditingLocale } from '../site-content/editing-locale'
import { ProblemSummary } from '../site-content/problem-summary'
import { type ContentEditorProps, ContentScreen } from '../site-content/content-workspace'
import { LocalePreview } from '../site-content/publish-panel'
import { useContentForm } from '../site-content/use-content-form'
import { focusField } from '../site-content/rich-text-field'
import { CategoryFields, emptyEntry, faqFieldId } from './faq-fields'
import { type FaqProblem, faqProblems, useFaqMessage } from './faq-errors'

const EMPTY: SiteFaq = { categories: [] }

/** The FAQ in the console: write a draft in four languages, preview it as saved, publish it, restore an earlier one. */
export function FaqContentPage() {
  const { t } = useTranslation('admin')
  return (
    <ContentScreen
      title={t('siteFaq.title')}
      intro={t('siteFaq.intro')}
      query={useSiteFaqAdmin()}
      select={(view) => ({ published: view.faq, draft: view.draft, versions: view.versions })}
      api={siteFaqApi}
      empty={EMPTY}
      texts={{
        nonePublished: t('siteFaq.nonePublished'),
        published: t('siteFaq.published'),
        previewHint: t('siteFaq.previewHint'),
      }}
      editor={(props) => <FaqEditor {...props} />}
      preview={(draft) => <FaqPreview faq={draft} />}
    />
  )
}

function FaqEditor({ initial, editing, onEditing, onDirty, saving, onSave }: ContentEditorProps<SiteFaq>) {
  const { t } = useTranslation('admin')
  const message = useFaqMessage()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const { form, problems, refusals, handleSubmit } = useContentForm({
    schema: SiteFaqSchema,
    defaultValues: { categories: initial.categories },
    editor: { onDirty, onSave },
    problemsOf: faqProblems,
    // Entries with a problem open, so that their fields show what is wrong.
    onRefused: (found) =>
      setOpen((current) => {
        const next = new Set(current)
        for (const p of found)
          if (p.category !== undefined && p.entry !== undefined) next.add(`${p.category}.${p.entry}`)
        return next
      }),
  })
  const categories = useFieldArray({ control: form.control, name: 'categories' })

  const handleToggle = (key: string, force?: boolean) =>
    setOpen((current) => {
      const next = new Set(current)
      if (force ?? !next.has(key)) next.add(key)
      else next.delete(key)
      return next
    })

  /** Shows the field of a problem: its language, its entry opened, then the focus on it. */
  const handleShow = (problem: FaqProblem) => {
    if (problem.locale) onEditing(problem.locale)
    if (problem.category !== undefined && problem.entry !== undefined) {
      handleToggle(`${problem.category}.${problem.entry}`, true)
    }
    window.setTimeout(() => focusField(faqFieldId(problem.name)), 50)
  }

  const where = (problem: FaqProblem) =>
    [
      problem.category !== undefined ? t('siteFaq.categoryN', { n: problem.category + 1 }) : undefined,
      problem.entry !== undefined ? t('siteFaq.entryN', { n: problem.entry + 1 }) : undefined,
      problem.field ? t(`siteFaq.fields.${problem.field}`) : undefined,
      problem.locale ? t(`locales.${problem.locale}`) : undefined,
    ]
      .filter(Boolean)
      .join(' › ')

  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby="faq-editor-title" onSubmit={(event) => void handleSubmit(event)}>
        <section className={styles.panel}>
          <h2 id="faq-editor-title">{t('siteContent.editor')}</h2>
          <p className={styles.hint}>{t('siteFaq.editorHint')}</p>
          <EditingLocale value={editing} onChange={onEditing} />
          <ProblemSummary
            problems={problems}
            refusals={refusals}
            describe={(problem) => `${where(problem)}: ${message(problem.message) ?? ''}`}
            onShow={handleShow}
          />
        </section>
        {categories.fields.map((field, index) => (
          <CategoryFields
            key={field.id}
            index={index}
            count={categories.fields.length}
            locale={editing}
            open={open}
            onToggle={handleToggle}
            onMove={(from, to) => {
              categories.move(from, to)
              setOpen(new Set())
            }}
            onRemove={(at) => {
              categories.remove(at)
              setOpen(new Set())
            }}
            onReordered={() => setOpen(new Set())}
          />
        ))}
        {categories.fields.length === 0 && <p>{t('siteFaq.noCategories')}</p>}
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={categories.fields.length >= FAQ_CATEGORIES_MAX}
            onClick={() =>
              categories.append(
                { slug: '', title: { kr: '', en: '', cn: '', jp: '' }, entries: [emptyEntry()] },
                { shouldFocus: false },
              )
            }
          >
            {t('siteFaq.addCategory')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('siteContent.saveDraft')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

/** The saved draft as the public page will show it, language by language (Korean where one is empty). */
function FaqPreview({ faq }: { faq: SiteFaq }) {
  return (
    <LocalePreview>
      {(code) =>
        faq.categories.map((category) => {
          const title = inLocale(category.title, code)
          return (
            <section key={category.slug} aria-label={title.text}>
              <h3 lang={title.fallback ? LANGUAGE_TAGS.kr : undefined}>{title.text}</h3>
              <FaqAccordion
                items={category.entries.map((entry) => {
                  const question = inLocale(entry.question, code)
                  const answer = inLocale(entry.answer, code)
                  return {
                    question: question.text,
                    questionLang: question.fallback ? LANGUAGE_TAGS.kr : undefined,
                    answerHtml: answer.text,
                    answerLang: answer.fallback ? LANGUAGE_TAGS.kr : undefined,
                  }
                })}
              />
            </section>
          )
        })
      }
    </LocalePreview>
  )
}
