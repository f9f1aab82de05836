import { CONSENT_KINDS, type ConsentKind, type ConsentPublishTexts } from '@ctc/contract/consents'
import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../components/tabs'
import { formatDateTime } from '../../../lib/dates'
import { consentVersionsQueryOptions, publishConsent, useConsentVersions } from '../api/privacy-texts'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { CONTENT_LOCALES } from './locale-tabs'

const EMPTY_TEXTS: ConsentPublishTexts = {
  kr: { title: '', text: '' },
  en: { title: '', text: '' },
  cn: { title: '', text: '' },
  jp: { title: '', text: '' },
}

/**
 * Consent texts: what `npm run consents -- publish` does. From the effective time on, members
 * agree to a new required version again at their next login.
 */
export function ConsentPanel() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const versions = useConsentVersions()
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [kind, setKind] = useState<ConsentKind>('privacy')
  const [version, setVersion] = useState('')
  // Korea time, as the datetime-local field shows it; empty: at once.
  const [effective, setEffective] = useState('')
  const [texts, setTexts] = useState<ConsentPublishTexts>(EMPTY_TEXTS)
  const [editing, setEditing] = useState<Locale>('kr')
  const [previewing, setPreviewing] = useState<Locale>('kr')
  const [status, setStatus] = useState('')

  const publish = useMutation({
    mutationFn: () =>
      publishConsent({
        kind,
        version: version.trim(),
        ...(effective ? { effectiveAt: `${effective}:00+09:00` } : {}),
        texts,
      }),
    onSuccess: async () => {
      setStatus(t('privacyTexts.consents.published', { version: version.trim() }))
      setVersion('')
      setEffective('')
      setTexts(EMPTY_TEXTS)
      await queryClient.invalidateQueries({ queryKey: consentVersionsQueryOptions().queryKey })
    },
  })
  const setText = (code: Locale, field: 'title' | 'text', value: string) =>
    setTexts((current) => ({ ...current, [code]: { ...current[code], [field]: value } }))
  const missing = CONTENT_LOCALES.filter((code) => !texts[code].title.trim() || !texts[code].text.trim())

  return (
    <section className={styles.panel} aria-labelledby="consents-title">
      <h2 id="consents-title">{t('privacyTexts.consents.title')}</h2>
      <p>{t('privacyTexts.consents.intro')}</p>
      <QueryContent query={versions}>
        {(data) => (
          <table>
            <caption>{t('privacyTexts.consents.versions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('privacyTexts.consents.kind')}</th>
                <th scope="col">{t('privacyTexts.consents.version')}</th>
                <th scope="col">{t('privacyTexts.consents.effectiveAt')}</th>
                <th scope="col">{t('privacyTexts.publishedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.dataList.map((row) => (
                <tr key={`${row.kind}:${row.version}`}>
                  <td>{t(`privacyTexts.consents.kinds.${row.kind}`)}</td>
                  <td>
                    {row.version}
                    {row.current ? ` · ${t('privacyTexts.current')}` : ''}
                  </td>
                  <td>{formatDateTime(locale, row.effectiveAt)}</td>
                  <td>{formatDateTime(locale, row.publishedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryContent>

      <form
        noValidate
        aria-labelledby="consent-new-title"
        onSubmit={(event) => {
          event.preventDefault()
          setStatus('')
          if (missing.length === 0 && version.trim() !== '') publish.mutate()
        }}
      >
        <h3 id="consent-new-title">{t('privacyTexts.consents.new')}</h3>
        <p>
          <label htmlFor="consent-kind">{t('privacyTexts.consents.kind')}</label>
          <br />
          <select id="consent-kind" value={kind} onChange={(event) => setKind(event.target.value as ConsentKind)}>
            {CONSENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`privacyTexts.consents.kinds.${k}`)}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="consent-version">{t('privacyTexts.consents.version')}</label>
          <br />
          <input
            id="consent-version"
            value={version}
            maxLength={20}
            aria-describedby="consent-version-hint"
            onChange={(event) => setVersion(event.target.value)}
          />
          <br />
          <span id="consent-version-hint">{t('privacyTexts.consents.versionHint')}</span>
        </p>
        <p>
          <label htmlFor="consent-effective">{t('privacyTexts.consents.effectiveAt')}</label>
          <br />
          <input
            id="consent-effective"
            type="datetime-local"
            value={effective}
            aria-describedby="consent-effective-hint"
            onChange={(event) => setEffective(event.target.value)}
          />
          <br />
          <span id="consent-effective-hint">{t('privacyTexts.consents.effectiveHint')}</span>
        </p>
        <Tabs
          label={t('privacyTexts.consents.locales')}
          items={CONTENT_LOCALES.map((code) => ({ id: code, label: t(`locales.${code}`) }))}
          selected={editing}
          onSelect={setEditing}
          renderPanel={(code) => (
            <div lang={LANGUAGE_TAGS[code]}>
              <p>
                <label htmlFor={`consent-title-${code}`} lang={LANGUAGE_TAGS[locale]}>
                  {t('privacyTexts.consents.textTitle', { locale: t(`locales.${code}`) })}
                </label>
                <br />
                <input
                  id={`consent-title-${code}`}
                  value={texts[code].title}
                  maxLength={200}
                  onChange={(event) => setText(code, 'title', event.target.value)}
                />
              </p>
              <p>
                <label htmlFor={`consent-text-${code}`} lang={LANGUAGE_TAGS[locale]}>
                  {t('privacyTexts.consents.text', { locale: t(`locales.${code}`) })}
                </label>
                <br />
                <textarea
                  id={`consent-text-${code}`}
                  className={styles.textarea}
                  rows={8}
                  value={texts[code].text}
                  onChange={(event) => setText(code, 'text', event.target.value)}
                />
              </p>
            </div>
          )}
        />
        <section aria-labelledby="consent-preview-title">
          <h4 id="consent-preview-title">{t('privacyTexts.preview')}</h4>
          <Tabs
            label={t('privacyTexts.consents.previewLocales')}
            items={CONTENT_LOCALES.map((code) => ({ id: code, label: t(`locales.${code}`) }))}
            selected={previewing}
            onSelect={setPreviewing}
            renderPanel={(code) => (
              <div className={styles.previewFrame} lang={LANGUAGE_TAGS[code]}>
                <p>
                  <strong>{texts[code].title || '—'}</strong>
                </p>
                <p className={styles.bodyText}>{texts[code].text || '—'}</p>
              </div>
            )}
          />
        </section>
        {publish.isIdle && (missing.length > 0 || version.trim() === '') && (
          <p id="consent-missing">
            {t('privacyTexts.consents.missing', {
              locales: missing.map((code) => t(`locales.${code}`)).join(', ') || '—',
            })}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={publish.isPending || missing.length > 0 || version.trim() === ''}
          >
            {t('privacyTexts.consents.publish')}
          </button>
        </div>
        <p role="status">{status}</p>
        {publish.error && (
          <p role="alert" className={styles.error}>
            {toMessage(publish.error)}
          </p>
        )}
      </form>
    </section>
  )
}
