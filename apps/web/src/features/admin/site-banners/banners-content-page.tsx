import { BANNERS_MAX, type SiteBanners, SiteBannersSchema } from '@ctc/contract/site-banners'
import { FormProvider, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BannerCards } from '../../../components/banner-cards'
import { formatDate } from '../../../lib/dates'
import { siteBannersApi, useSiteBannersAdmin } from '../api/site-banners'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { EditingLocale } from '../site-content/editing-locale'
import { ProblemSummary } from '../site-content/problem-summary'
import { type ContentEditorProps, ContentScreen } from '../site-content/content-workspace'
import { LocalePreview } from '../site-content/publish-panel'
import { useContentForm } from '../site-content/use-content-form'
import { focusField } from '../site-content/rich-text-field'
import { BannerFields, emptyBanner } from './banner-fields'
import { type BannerProblem, bannerFieldId, bannerProblems, useBannerMessage } from './banner-problems'
import contentStyles from './banners-content.module.css'

const EMPTY: SiteBanners = { banners: [] }

/** The home banners in the console: write them in four languages, preview them as saved, publish, restore. */
export function BannersContentPage() {
  const { t } = useTranslation('admin')
  return (
    <ContentScreen
      title={t('siteBanners.title')}
      intro={t('siteBanners.intro')}
      query={useSiteBannersAdmin()}
      select={(view) => ({ published: view.banners, draft: view.draft, versions: view.versions })}
      api={siteBannersApi}
      empty={EMPTY}
      texts={{
        nonePublished: t('siteBanners.nonePublished'),
        published: t('siteBanners.published'),
        previewHint: t('siteBanners.previewHint'),
      }}
      editor={(props) => <BannersEditor {...props} />}
      preview={(draft) => <BannersPreview banners={draft} />}
    />
  )
}

function BannersEditor({ initial, editing, onEditing, onDirty, saving, onSave }: ContentEditorProps<SiteBanners>) {
  const { t } = useTranslation('admin')
  const message = useBannerMessage()
  const { form, problems, refusals, handleSubmit } = useContentForm({
    schema: SiteBannersSchema,
    defaultValues: { banners: initial.banners },
    editor: { onDirty, onSave },
    problemsOf: bannerProblems,
  })
  const list = useFieldArray({ control: form.control, name: 'banners' })

  /** Shows the field of a problem: its language, then the focus on it. */
  const handleShow = (problem: BannerProblem) => {
    if (problem.locale) onEditing(problem.locale)
    window.setTimeout(() => focusField(bannerFieldId(problem.name)), 50)
  }

  const where = (problem: BannerProblem) =>
    [
      problem.banner !== undefined ? t('siteBanners.bannerN', { n: problem.banner + 1 }) : undefined,
      problem.field ? t(`siteBanners.fields.${problem.field}`) : undefined,
      problem.locale ? t(`locales.${problem.locale}`) : undefined,
    ]
      .filter(Boolean)
      .join(' › ')

  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby="banners-editor-title" onSubmit={(event) => void handleSubmit(event)}>
        <section className={styles.panel}>
          <h2 id="banners-editor-title">{t('siteContent.editor')}</h2>
          <p className={styles.hint}>{t('siteBanners.editorHint')}</p>
          <EditingLocale value={editing} onChange={onEditing} />
          <ProblemSummary
            problems={problems}
            refusals={refusals}
            describe={(problem) => [where(problem), message(problem.message)].filter(Boolean).join(': ')}
            onShow={handleShow}
          />
        </section>
        {list.fields.map((field, index) => (
          <BannerFields
            key={field.id}
            index={index}
            count={list.fields.length}
            locale={editing}
            onMove={list.move}
            onRemove={list.remove}
          />
        ))}
        {list.fields.length === 0 && <p>{t('siteBanners.noBanners')}</p>}
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={list.fields.length >= BANNERS_MAX}
            onClick={() => list.append(emptyBanner(), { shouldFocus: false })}
          >
            {t('siteBanners.addBanner')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('siteContent.saveDraft')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

/** The saved banners as the home page will show them, language by language, with the days each is shown. */
function BannersPreview({ banners }: { banners: SiteBanners }) {
  const { t } = useTranslation(['admin', 'common'])
  const { locale } = useConsoleLocale()
  const day = (value: string | null) => (value ? formatDate(locale, value) : '…')
  if (banners.banners.length === 0) return <p>{t('siteBanners.previewNone')}</p>
  return (
    <>
      <ul className={contentStyles.days}>
        {banners.banners.map((banner, index) => (
          <li key={index}>
            {t('siteBanners.bannerN', { n: index + 1 })}:{' '}
            {banner.startsOn || banner.endsOn
              ? t('siteBanners.shownBetween', { from: day(banner.startsOn), until: day(banner.endsOn) })
              : t('siteBanners.shownAlways')}
          </li>
        ))}
      </ul>
      <LocalePreview>
        {(code) => (
          <BannerCards
            banners={banners.banners}
            locale={code}
            labels={{ readMore: t('siteBanners.readMore'), newWindow: t('common:a11y.newWindow') }}
          />
        )}
      </LocalePreview>
    </>
  )
}
