import { CONSENT_KINDS } from '@ctc/contract/consents'
import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import { type ConsentPublishForm, ConsentPublishFormSchema, consentPublishRequest } from '@ctc/contract/privacy-texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type MouseEvent, useState } from 'react'
import { flushSync } from 'react-dom'
import { type FieldErrors, FormProvider, type Path, useForm, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ErrorSummary, type SummaryItem } from '../../../components/form/error-summary'
import { FieldError, SelectField, TextField, fieldId, useValidationMessage } from '../../../components/form/form-fields'
import { Tabs } from '../../../components/tabs'
import { formatDateTime } from '../../../lib/dates'
import { consentVersionsQueryOptions, publishConsent, useConsentVersions } from '../api/privacy-texts'
import styles from '../console.module.css'
import fieldStyles from '../../../components/form/form.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { CONTENT_LOCALES } from './locale-tabs'

const EMPTY: ConsentPublishForm = {
  kind: 'privacy',
  version: '',
  effectiveAt: '',
  texts: {
    kr: { title: '', text: '' },
    en: { title: '', text: '' },
    cn: { title: '', text: '' },
    jp: { title: '', text: '' },
  },
}

const TEXT_FIELDS = ['title', 'text'] as const

/** The first locale whose title or text was refused. */
function firstLocaleWithErrors(errors: FieldErrors<ConsentPublishForm>): Locale | undefined {
  return CONTENT_LOCALES.find((code) => errors.texts?.[code])
}

/**
 * Consent texts: what `npm run consents -- publish` does. From the effective time on, members
 * agree to a new required version again at their next login.
 */
export function ConsentPanel() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const versions = useConsentVersions()
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
      <ConsentForm />
    </section>
  )
}

function ConsentForm() {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const form = useForm<ConsentPublishForm>({ resolver: zodResolver(ConsentPublishFormSchema), defaultValues: EMPTY })
  const [editing, setEditing] = useState<Locale>('kr')
  const [previewing, setPreviewing] = useState<Locale>('kr')
  const [status, setStatus] = useState('')
  const publish = useMutation({
    mutationFn: (values: ConsentPublishForm) => publishConsent(consentPublishRequest(values)),
    onSuccess: async (_, values) => {
      setStatus(t('privacyTexts.consents.published', { version: values.version }))
      form.reset({ ...EMPTY, kind: values.kind })
      await queryClient.invalidateQueries({ queryKey: consentVersionsQueryOptions().queryKey })
    },
  })
  const { errors } = form.formState

  const localeName = (code: Locale) => t(`locales.${code}`)
  const textLabel = (code: Locale, field: (typeof TEXT_FIELDS)[number]) =>
    field === 'title'
      ? t('privacyTexts.consents.textTitle', { locale: localeName(code) })
      : t('privacyTexts.consents.text', { locale: localeName(code) })
  const summary: SummaryItem[] = [
    ...(['kind', 'version', 'effectiveAt'] as const).flatMap((name) => {
      const message = errors[name]?.message
      return message ? [{ name, label: t(`privacyTexts.consents.${name}`), message }] : []
    }),
    ...CONTENT_LOCALES.flatMap((code) =>
      TEXT_FIELDS.flatMap((field) => {
        const message = errors.texts?.[code]?.[field]?.message
        return message ? [{ name: `texts.${code}.${field}`, label: textLabel(code, field), message }] : []
      }),
    ),
  ]

  // A summary link to a field on another locale's tab shows that tab first, so that the link lands.
  const handleSummaryClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href') ?? ''
    const code = CONTENT_LOCALES.find((c) => href.startsWith(`#${fieldId(`texts.${c}.`)}`))
    if (!code) return
    event.preventDefault()
    // The panel is shown at once, so that its field can take the focus.
    flushSync(() => setEditing(code))
    form.setFocus(href.slice(`#${fieldId('')}`.length) as Path<ConsentPublishForm>)
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="consent-new-title"
        onSubmit={(event) => {
          setStatus('')
          void form.handleSubmit(
            (values) => publish.mutate(values),
            // The summary takes focus; the first locale refused is shown, so that its fields are in view.
            (invalid) => {
              const code = firstLocaleWithErrors(invalid)
              if (code && !invalid.texts?.[editing]) setEditing(code)
            },
          )(event)
        }}
      >
        {/* The summary's h2 comes before the form's h3, so that headings never skip a level. */}
        {/* Clicks reach the summary's links; the keyboard activates them with a click as well. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div onClick={handleSummaryClick}>
          <ErrorSummary
            items={summary}
            message={publish.error ? toMessage(publish.error) : undefined}
            submitCount={form.formState.submitCount + publish.failureCount}
          />
        </div>
        <h3 id="consent-new-title">{t('privacyTexts.consents.new')}</h3>
        <SelectField<ConsentPublishForm>
          name="kind"
          label={t('privacyTexts.consents.kind')}
          required
          options={CONSENT_KINDS.map((kind) => ({ value: kind, label: t(`privacyTexts.consents.kinds.${kind}`) }))}
        />
        <TextField<ConsentPublishForm>
          name="version"
          label={t('privacyTexts.consents.version')}
          hint={t('privacyTexts.consents.versionHint')}
          required
          autoComplete="off"
        />
        <DateTimeField />
        <Tabs
          label={t('privacyTexts.consents.locales')}
          items={CONTENT_LOCALES.map((code) => ({
            id: code,
            label: errors.texts?.[code]
              ? t('privacyTexts.localeWithErrors', { locale: localeName(code) })
              : localeName(code),
          }))}
          selected={editing}
          onSelect={setEditing}
          renderPanel={(code) => (
            <>
              {TEXT_FIELDS.map((field) => (
                <LocaleText key={field} code={code} field={field} label={textLabel(code, field)} />
              ))}
            </>
          )}
        />
        <Preview selected={previewing} onSelect={setPreviewing} />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={publish.isPending}>
            {t('privacyTexts.consents.publish')}
          </button>
        </div>
        <p role="status">{status}</p>
      </form>
    </FormProvider>
  )
}

/** From when members are asked: a Korean wall-clock time, or nothing for at once. */
function DateTimeField() {
  const { t } = useTranslation('admin')
  const { register, formState, getFieldState } = useFormContext<ConsentPublishForm>()
  const message = useValidationMessage()(getFieldState('effectiveAt', formState).error?.message)
  const id = fieldId('effectiveAt')
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('privacyTexts.consents.effectiveAt')}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('privacyTexts.consents.effectiveHint')}
      </p>
      <input
        id={id}
        type="datetime-local"
        className={fieldStyles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...register('effectiveAt')}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  )
}

/** A title or text in one locale: the words are in that locale, the label in the console's. */
function LocaleText({ code, field, label }: { code: Locale; field: 'title' | 'text'; label: string }) {
  const { t } = useTranslation('form')
  const { register, formState, getFieldState } = useFormContext<ConsentPublishForm>()
  const name = `texts.${code}.${field}` as const
  const message = useValidationMessage()(getFieldState(name, formState).error?.message)
  const id = fieldId(name)
  const props = {
    id,
    lang: LANGUAGE_TAGS[code],
    className: field === 'text' ? `${fieldStyles.input} ${styles.textarea}` : fieldStyles.input,
    'aria-required': true as const,
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
    ...register(name),
  }
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        <span className={fieldStyles.required} aria-hidden="true">
          {' '}
          *
        </span>
        <span className="visually-hidden"> ({t('required')})</span>
      </label>
      {field === 'text' ? <textarea rows={8} {...props} /> : <input {...props} />}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  )
}

/** The words as members will read them, in each locale, as typed so far. */
function Preview({ selected, onSelect }: { selected: Locale; onSelect: (code: Locale) => void }) {
  const { t } = useTranslation('admin')
  const texts = useWatch<ConsentPublishForm, 'texts'>({ name: 'texts' })
  return (
    <section aria-labelledby="consent-preview-title">
      <h4 id="consent-preview-title">{t('privacyTexts.consents.preview')}</h4>
      <Tabs
        label={t('privacyTexts.consents.previewLocales')}
        items={CONTENT_LOCALES.map((code) => ({ id: code, label: t(`locales.${code}`) }))}
        selected={selected}
        onSelect={onSelect}
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
  )
}
