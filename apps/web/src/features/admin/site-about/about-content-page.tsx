import { zodResolver } from '@hookform/resolvers/zod'
import { LANGUAGE_TAGS, LOCALES, type Locale } from '@ctc/contract/locale-codes'
import {
  ABOUT_PAGES,
  type AboutPage,
  type SiteAbout,
  type SiteAboutAdminResponse,
  SiteAboutSchema,
} from '@ctc/contract/site-about'
import { inLocale } from '@ctc/contract/site-identity'
import { useEffect, useState } from 'react'
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../components/tabs'
import { useValidationMessage } from '../../../components/form/form-fields'
import { siteAboutApi, useSiteAboutAdmin } from '../api/site-about'
import styles from '../console.module.css'
import { QueryContent } from '../shell/console-status'
import { useConsoleTitle } from '../shell/use-console-title'
import { ContentStatus } from '../site-content/content-status'
import { ContentVersions } from '../site-content/content-versions'
import { EditingLocale } from '../site-content/editing-locale'
import { ProblemSummary } from '../site-content/problem-summary'
import { LocalePreview, PublishPanel } from '../site-content/publish-panel'
import { RichTextField, focusField } from '../site-content/rich-text-field'
import { useContentMutations } from '../site-content/use-content-mutations'

const EMPTY = Object.fromEntries(ABOUT_PAGES.map((page) => [page, { kr: '', en: '', cn: '', jp: '' }])) as SiteAbout

/** The id of a body's field (`about-introduce-en`). */
const bodyFieldId = (page: AboutPage, locale: Locale) => `about-${page}-${locale}`

/**
 * The about pages in the console (admins, `editSiteIdentity`): each page's body in four languages,
 * saved as a draft, previewed as saved, published, and an earlier publication restored.
 */
export function AboutContentPage() {
  const { t } = useTranslation('admin')
  useConsoleTitle(t('siteAbout.title'))
  const query = useSiteAboutAdmin()
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('siteAbout.title')}</h1>
      </div>
      <p>{t('siteAbout.intro')}</p>
      <QueryContent query={query}>{(data) => <AboutWorkspace data={data} />}</QueryContent>
    </>
  )
}

function AboutWorkspace({ data }: { data: SiteAboutAdminResponse }) {
  const { t } = useTranslation('admin')
  const [dirty, setDirty] = useState(false)
  // Kept here, so that a publication or a restore, which starts a new editor, leaves them as they were.
  const [page, setPage] = useState<AboutPage>('introduce')
  const [locale, setLocale] = useState<Locale>('kr')
  const actions = useContentMutations(siteAboutApi, t('siteAbout.published'))
  const { draft, about } = data

  return (
    <>
      <ContentStatus
        versionId={about?.versionId ?? null}
        nonePublished={t('siteAbout.nonePublished')}
        draft={draft}
        status={actions.status}
        failure={actions.failure}
      />
      <AboutEditor
        // A publication or a restore gives the editor new values to start from (a save keeps them).
        key={about?.versionId ?? 0}
        initial={draft ?? about ?? EMPTY}
        page={page}
        onPage={setPage}
        locale={locale}
        onLocale={setLocale}
        onDirty={setDirty}
        saving={actions.saving}
        onSave={actions.handleSave}
      />
      {draft && (
        <PublishPanel
          hint={t('siteAbout.previewHint', { page: t(`siteAbout.pages.${page}`) })}
          dirty={dirty}
          publishing={actions.publishing}
          onPublish={() => actions.handlePublish(draft.updatedAt)}
        >
          <LocalePreview>
            {(code) => {
              const body = inLocale(draft[page], code)
              return (
                <div
                  className="prose"
                  lang={body.fallback ? LANGUAGE_TAGS.kr : undefined}
                  // As the server sanitized and stored it: what the public page will show.
                  dangerouslySetInnerHTML={{ __html: body.text }}
                />
              )
            }}
          </LocalePreview>
        </PublishPanel>
      )}
      <ContentVersions versions={data.versions} restoring={actions.restoring} onRestore={actions.handleRestore} />
    </>
  )
}

/** One invalid body: its page and language. */
interface AboutProblem {
  name: string
  page: AboutPage
  locale: Locale
  message: string
}

function aboutProblems(errors: FieldErrors<SiteAbout>): AboutProblem[] {
  return ABOUT_PAGES.flatMap((page) =>
    LOCALES.flatMap((locale) => {
      const message = errors[page]?.[locale]?.message
      return message ? [{ name: `${page}.${locale}`, page, locale, message }] : []
    }),
  )
}

interface EditorProps {
  initial: SiteAbout
  page: AboutPage
  onPage: (page: AboutPage) => void
  locale: Locale
  onLocale: (locale: Locale) => void
  onDirty: (dirty: boolean) => void
  saving: boolean
  /** Answers whether the draft was saved. */
  onSave: (values: SiteAbout) => Promise<boolean>
}

function AboutEditor({ initial, page, onPage, locale, onLocale, onDirty, saving, onSave }: EditorProps) {
  const { t } = useTranslation('admin')
  const message = useValidationMessage()
  const form = useForm<SiteAbout>({
    resolver: zodResolver(SiteAboutSchema),
    defaultValues: initial,
    // The list of problems takes the focus; a body may be on another page or in another language.
    shouldFocusError: false,
  })
  const [problems, setProblems] = useState<AboutProblem[]>([])
  const [refusals, setRefusals] = useState(0)
  const { isDirty, errors } = form.formState

  useEffect(() => onDirty(isDirty), [isDirty, onDirty])

  const handleShow = (problem: AboutProblem) => {
    onPage(problem.page)
    onLocale(problem.locale)
    window.setTimeout(() => focusField(bodyFieldId(problem.page, problem.locale)), 50)
  }

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setProblems([])
      // What was saved is what the form starts from now: unchanged until the next edit.
      if (await onSave(values)) form.reset(values)
    },
    (found) => {
      setProblems(aboutProblems(found))
      setRefusals((n) => n + 1)
    },
  )

  const localeName = t(`locales.${locale}`)
  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby="about-editor-title" onSubmit={(event) => void handleSubmit(event)}>
        <section className={styles.panel}>
          <h2 id="about-editor-title">{t('siteContent.editor')}</h2>
          <p className={styles.hint}>{t('siteAbout.editorHint')}</p>
          <EditingLocale value={locale} onChange={onLocale} />
          <ProblemSummary
            problems={problems}
            refusals={refusals}
            describe={(problem) =>
              `${t(`siteAbout.pages.${problem.page}`)} › ${t(`locales.${problem.locale}`)}: ${message(problem.message) ?? ''}`
            }
            onShow={handleShow}
          />
          <Tabs
            label={t('siteAbout.pagesLabel')}
            items={ABOUT_PAGES.map((id) => ({ id, label: t(`siteAbout.pages.${id}`) }))}
            selected={page}
            onSelect={onPage}
            renderPanel={(id) =>
              id === page && (
                <RichTextField
                  // A new editor for another page or language: the editor takes its text when it starts.
                  key={`${id}.${locale}`}
                  name={`${id}.${locale}`}
                  id={bodyFieldId(id, locale)}
                  label={t('siteAbout.body', { page: t(`siteAbout.pages.${id}`), locale: localeName })}
                  lang={LANGUAGE_TAGS[locale]}
                  error={message(errors[id]?.[locale]?.message)}
                  sectionHeadings
                />
              )
            }
          />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={saving}>
              {t('siteContent.saveDraft')}
            </button>
          </div>
        </section>
      </form>
    </FormProvider>
  )
}
