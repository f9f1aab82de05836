import { LANGUAGE_TAGS, LOCALES, type Locale } from '@ctc/contract/locale-codes'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../components/tabs'
import styles from '../console.module.css'

interface PublishPanelProps {
  /** How the preview shows the draft ("as the public FAQ page will show it…"). */
  hint: string
  /** The form has changes not saved yet: the preview is of the saved draft, so publishing waits. */
  dirty: boolean
  publishing: boolean
  onPublish: () => void
  /** The preview of the saved draft. */
  children: ReactNode
}

/** The saved draft's preview and the button that publishes it. */
export function PublishPanel({ hint, dirty, publishing, onPublish, children }: PublishPanelProps) {
  const { t } = useTranslation('admin')
  const titleId = useId()
  const publishHintId = useId()
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('siteContent.preview')}</h2>
      <p className={styles.hint}>{hint}</p>
      {children}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={dirty || publishing}
          aria-describedby={publishHintId}
          onClick={onPublish}
        >
          {t('siteContent.publish')}
        </button>
        <span id={publishHintId} className={styles.hint}>
          {dirty ? t('siteContent.saveFirst') : t('siteContent.publishHint')}
        </span>
      </div>
    </section>
  )
}

/** A preview in each language, one tab each; the frame carries the language's tag. */
export function LocalePreview({ children }: { children: (locale: Locale) => ReactNode }) {
  const { t } = useTranslation('admin')
  const [locale, setLocale] = useState<Locale>('kr')
  return (
    <Tabs
      label={t('siteContent.previewLocales')}
      items={LOCALES.map((code) => ({ id: code, label: t(`locales.${code}`) }))}
      selected={locale}
      onSelect={setLocale}
      renderPanel={(code) => (
        <div className={styles.previewFrame} lang={LANGUAGE_TAGS[code]}>
          {children(code)}
        </div>
      )}
    />
  )
}
