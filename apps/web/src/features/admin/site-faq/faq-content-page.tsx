import { zodResolver } from '@hookform/resolvers/zod'
import { LANGUAGE_TAGS, LOCALES, type Locale } from '@ctc/contract/locale-codes'
import {
  type SiteFaq,
  type SiteFaqAdminResponse,
  type SiteFaqInput,
  SiteFaqSchema,
  FAQ_CATEGORIES_MAX,
} from '@ctc/contract/site-faq'
import { inLocale } from '@ctc/contract/site-identity'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FaqAccordion } from '../../../components/faq-accordion'
import { Tabs } from '../../../components/tabs'
import { formatDateTime } from '../../../lib/dates'
import { publishFaqDraft, restoreFaq, saveFaqDraft, siteFaqAdminQueryOptions, useSiteFaqAdmin } from '../api/site-faq'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { CategoryFields, emptyEntry, faqFieldId } from './faq-fields'
import { type FaqProblem, faqProblems, useFaqMessage } from './faq-errors'
import faqStyles from './faq-content.module.css'

const EMPTY: SiteFaq = { categories: [] }

/** The FAQ in the console: write a draft in four languages, preview it as saved, publish it, restore an earlier one. */
export function FaqContentPage() {
  const { t } = useTranslation('admin')
  useConsoleTitle(t('siteFaq.title'))
  const query = useSiteFaqAdmin()
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('siteFaq.title')}</h1>
      </div>
      <p>{t('siteFaq.intro')}</p>
      <QueryContent query={query}>{(data) => <FaqWorkspace data={data} />}</QueryContent>
    </>
  )
}

function FaqWorkspace({ data }: { data: SiteFaqAdminResponse }) {
  const { t } = useTranslation('admin')
  const { locale: consoleLocale } = useConsoleLocale()
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [status, setStatus] = useState('')
  const [dirty, setDirty] = useState(false)
  const [editing, setEditing] = useState<Locale>('kr')

  const answered = (message: string) => (next: SiteFaqAdminResponse) => {
    queryClient.setQueryData(siteFaqAdminQueryOptions().queryKey, next)
    setStatus(message)
  }
  const save = useMutation({ mutationFn: saveFaqDraft, onSuccess: answered(t('siteFaq.saved')) })
  const publish = useMutation({ mutationFn: publishFaqDraft, onSuccess: answered(t('siteFaq.published')) })
  const restore = useMutation({
    mutationFn: restoreFaq,
    onSuccess: (next, versionId) => answered(t('siteFaq.restored', { id: versionId }))(next),
  })
  const failure = save.error ?? publish.error ?? restore.error
  const { draft, faq } = data

  return (
    <>
      <p>
        {faq ? t('siteFaq.publishedVersion', { id: faq.versionId }) : t('siteFaq.nonePublished')}{' '}
        {draft
          ? t('siteFaq.draftSaved', {
              at: formatDateTime(consoleLocale, draft.updatedAt),
              by: draft.updatedBy ?? '—',
            })
          : t('siteFaq.noDraft')}
      </p>
      <p role="status">{status}</p>
      {failure && (
        <p role="alert" className={styles.error}>
          {toMessage(failure)}
        </p>
      )}
      <FaqEditor
        // A publication or a restore gives the editor new values to start from (a save keeps them).
        key={faq?.versionId ?? 0}
        initial={draft ?? faq ?? EMPTY}
        editing={editing}
        onEditing={setEditing}
        onDirty={setDirty}
        saving={save.isPending}
        onSave={async (values) => {
          setStatus('')
          publish.reset()
          restore.reset()
          return save.mutateAsync(values).then(
            () => true,
            () => false,
          )
        }}
      />
      {draft && (
        <section className={styles.panel} aria-labelledby="faq-preview-title">
          <h2 id="faq-preview-title">{t('siteFaq.preview')}</h2>
          <p className={styles.hint}>{t('siteFaq.previewHint')}</p>
          <FaqPreview faq={draft} />
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              disabled={dirty || publish.isPending}
              aria-describedby="faq-publish-hint"
              onClick={() => {
                setStatus('')
                save.reset()
                restore.reset()
                publish.mutate(draft.updatedAt)
              }}
            >
              {t('siteFaq.publish')}
            </button>
            <span id="faq-publish-hint" className={styles.hint}>
              {dirty ? t('siteFaq.saveFirst') : t('siteFaq.publishHint')}
            </span>
          </div>
        </section>
      )}
      <section className={styles.panel} aria-labelledby="faq-versions-title">
        <h2 id="faq-versions-title">{t('siteFaq.versions')}</h2>
        {data.versions.length === 0 ? (
          <p>{t('siteFaq.noVersions')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('siteFaq.version')}</th>
                  <th scope="col">{t('siteFaq.publishedAt')}</th>
                  <th scope="col">{t('siteFaq.publishedBy')}</th>
                  <th scope="col">{t('siteFaq.state')}</th>
                </tr>
              </thead>
              <tbody>
                {data.versions.map((version) => (
                  <tr key={version.versionId}>
                    <td>
                      {version.versionId}
                      {version.restoredFrom !== null && ` (${t('siteFaq.copyOf', { id: version.restoredFrom })})`}
                    </td>
                    <td>{formatDateTime(consoleLocale, version.createdAt)}</td>
                    <td>{version.createdBy ?? t('siteFaq.seeded')}</td>
                    <td>
                      {version.current ? (
                        t('siteFaq.current')
                      ) : (
                        <button
                          type="button"
                          className={styles.linkButton}
                          disabled={restore.isPending}
                          onClick={() => {
                            setStatus('')
                            save.reset()
                            publish.reset()
                            restore.mutate(version.versionId)
                          }}
                        >
                          {t('siteFaq.restore', { id: version.versionId })}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}

interface EditorProps {
  initial: SiteFaq
  editing: Locale
  onEditing: (locale: Locale) => void
  onDirty: (dirty: boolean) => void
  saving: boolean
  /** Answers whether the draft was saved. */
  onSave: (values: SiteFaq) => Promise<boolean>
}

function FaqEditor({ initial, editing, onEditing, onDirty, saving, onSave }: EditorProps) {
  const { t } = useTranslation('admin')
  const message = useFaqMessage()
  const form = useForm<SiteFaqInput, unknown, SiteFaq>({
    resolver: zodResolver(SiteFaqSchema),
    defaultValues: initial,
    // The list of problems takes the focus; a field may be in a closed question or another language.
    shouldFocusError: false,
  })
  const categories = useFieldArray({ control: form.control, name: 'categories' })
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const [problems, setProblems] = useState<FaqProblem[]>([])
  // Counts refused submissions: each moves the focus to the list of problems.
  const [refusals, setRefusals] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const { isDirty } = form.formState

  useEffect(() => onDirty(isDirty), [isDirty, onDirty])
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus()
  }, [refusals])

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
    window.setTimeout(() => document.getElementById(faqFieldId(problem.name))?.focus(), 50)
  }

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setProblems([])
      // What was saved is what the form starts from now: unchanged until the next edit.
      if (await onSave(values)) form.reset(values)
    },
    (errors) => {
      const found = faqProblems(errors)
      setProblems(found)
      // Entries with a problem open, so that their fields show what is wrong.
      setOpen((current) => {
        const next = new Set(current)
        for (const p of found)
          if (p.category !== undefined && p.entry !== undefined) next.add(`${p.category}.${p.entry}`)
        return next
      })
      setRefusals((n) => n + 1)
    },
  )

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
          <h2 id="faq-editor-title">{t('siteFaq.editor')}</h2>
          <p className={styles.hint}>{t('siteFaq.editorHint')}</p>
          <fieldset className={faqStyles.locales}>
            <legend className={styles.fieldLabel}>{t('siteFaq.editingLocale')}</legend>
            {LOCALES.map((code) => (
              <label key={code}>
                <input
                  type="radio"
                  name="faq-editing-locale"
                  checked={editing === code}
                  onChange={() => onEditing(code)}
                />{' '}
                {t(`locales.${code}`)}
                {code === 'kr' && ` (${t('siteFaq.required')})`}
              </label>
            ))}
          </fieldset>
          {problems.length > 0 && (
            <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.warning}>
              <p>{t('siteFaq.problems', { count: problems.length })}</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem.name}>
                    <button type="button" className={styles.linkButton} onClick={() => handleShow(problem)}>
                      {where(problem)}: {message(problem.message)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
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
            {t('siteFaq.saveDraft')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

/** The saved draft as the public page will show it, language by language (Korean where one is empty). */
function FaqPreview({ faq }: { faq: SiteFaq }) {
  const { t } = useTranslation('admin')
  const [locale, setLocale] = useState<Locale>('kr')
  return (
    <Tabs
      label={t('siteFaq.previewLocales')}
      items={LOCALES.map((code) => ({ id: code, label: t(`locales.${code}`) }))}
      selected={locale}
      onSelect={setLocale}
      renderPanel={(code) => (
        <div className={styles.previewFrame} lang={LANGUAGE_TAGS[code]}>
          {faq.categories.map((category) => {
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
          })}
        </div>
      )}
    />
  )
}
