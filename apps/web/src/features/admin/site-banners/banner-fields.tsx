import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import type { Banner } from '@ctc/contract/site-banners'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import fieldStyles from '../../../components/form/form.module.css'
import consoleStyles from '../console.module.css'
import { bannerFieldId, useBannerMessage } from './banner-problems'
import styles from './banners-content.module.css'

/** The form's values: the days are '' while not set. */
export type BannersForm = { banners: Banner[] }

export const emptyBanner = (): Banner => ({
  title: { kr: '', en: '', cn: '', jp: '' },
  text: { kr: '', en: '', cn: '', jp: '' },
  link: '',
  linkLabel: { kr: '', en: '', cn: '', jp: '' },
  startsOn: null,
  endsOn: null,
})

interface FieldProps {
  name: string
  label: string
  lang?: string
  hint?: string
  kind?: 'line' | 'text' | 'date'
}

function BannerField({ name, label, lang, hint, kind = 'line' }: FieldProps) {
  const { register, formState, getFieldState } = useFormContext()
  const message = useBannerMessage()(getFieldState(name, formState).error?.message)
  const hintId = useId()
  const errorId = useId()
  const id = bannerFieldId(name)
  const control = {
    id,
    lang,
    className: fieldStyles.input,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': [hint && hintId, message && errorId].filter(Boolean).join(' ') || undefined,
  }
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
      {kind === 'text' ? (
        <textarea rows={3} {...control} {...register(name)} />
      ) : kind === 'date' ? (
        // An empty day is no limit (null), as the contract has it.
        <input type="date" {...control} {...register(name, { setValueAs: (value: string) => value || null })} />
      ) : (
        <input {...control} {...register(name)} />
      )}
      {message && (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      )}
    </div>
  )
}

interface BannerFieldsProps {
  index: number
  count: number
  locale: Locale
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}

/** One banner: its texts in the language being edited, its link and its days. */
export function BannerFields({ index, count, locale, onMove, onRemove }: BannerFieldsProps) {
  const { t } = useTranslation('admin')
  const { watch } = useFormContext<BannersForm>()
  const base = `banners.${index}`
  const title = watch(`banners.${index}.title`)
  const headingId = useId()
  const localeName = t(`locales.${locale}`)
  const lang = LANGUAGE_TAGS[locale]
  const item = t('siteBanners.bannerN', { n: index + 1 })
  return (
    <section className={consoleStyles.panel} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('siteBanners.bannerHeading', {
          n: index + 1,
          title: title?.[locale] || title?.kr || t('siteBanners.untitled'),
        })}
      </h3>
      <div className={consoleStyles.rowActions}>
        <button type="button" className="button" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {t('siteBanners.moveUp', { item })}
        </button>
        <button
          type="button"
          className="button"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {t('siteBanners.moveDown', { item })}
        </button>
        <button type="button" className="button" onClick={() => onRemove(index)}>
          {t('siteBanners.remove', { item })}
        </button>
      </div>
      <div className={styles.grid}>
        <BannerField
          name={`${base}.title.${locale}`}
          label={t('siteBanners.fields.titleIn', { locale: localeName })}
          lang={lang}
        />
        <BannerField
          name={`${base}.text.${locale}`}
          label={t('siteBanners.fields.textIn', { locale: localeName })}
          lang={lang}
          kind="text"
        />
        <BannerField name={`${base}.link`} label={t('siteBanners.fields.link')} hint={t('siteBanners.linkHint')} />
        <BannerField
          name={`${base}.linkLabel.${locale}`}
          label={t('siteBanners.fields.linkLabelIn', { locale: localeName })}
          hint={t('siteBanners.linkLabelHint')}
          lang={lang}
        />
        <BannerField name={`${base}.startsOn`} label={t('siteBanners.fields.startsOn')} kind="date" />
        <BannerField
          name={`${base}.endsOn`}
          label={t('siteBanners.fields.endsOn')}
          hint={t('siteBanners.daysHint')}
          kind="date"
        />
      </div>
    </section>
  )
}
