import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LOCALIZED_KEYS,
  RELATED_SITES_MAX,
  type SiteIdentity,
  type SiteIdentityAdminResponse,
  SiteIdentitySchema,
} from '@ctc/contract/site-content'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { FormProvider, type UseFormReturn, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ErrorSummary } from '../../../components/form/error-summary'
import formStyles from '../../../components/form/form.module.css'
import { ApiError } from '../../../lib/api-client'
import { siteIdentityQueryOptions } from '../../../lib/site-identity'
import {
  logoUrl,
  publishSiteIdentity,
  siteIdentityAdminQueryOptions,
  siteStatusQueryOptions,
  uploadLogo,
} from '../api/site-identity'
import styles from '../console.module.css'
import { useConsoleError } from '../shell/use-console-error'
import {
  LineField,
  LocalizedFields,
  NumberField,
  flattenErrors,
  localizedLabel,
  useIdentityMessage,
} from './identity-fields'

type IdentityInput = z.input<typeof SiteIdentitySchema>

// The map needs both coordinates or neither: the server refuses one alone, and the form says so first.
const IdentityFormSchema = SiteIdentitySchema.superRefine((value, ctx) => {
  if ((value.latitude === null) !== (value.longitude === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === null ? 'latitude' : 'longitude'],
      message: 'coordinatesPair',
    })
  }
})

const blank = () => ({ kr: '', en: '', cn: '', jp: '' })

/** A site not yet set up starts from an empty form. */
export const EMPTY_IDENTITY: IdentityInput = {
  name: blank(),
  shortName: blank(),
  address: blank(),
  phone: '',
  fax: '',
  email: '',
  hours: blank(),
  latitude: null,
  longitude: null,
  directions: blank(),
  chatUrl: '',
  relatedSites: [],
  analyticsId: '',
  logoId: null,
}

/** The published identity as the form's values (without its version id). */
export function formValues(identity: SiteIdentityAdminResponse['identity']): IdentityInput {
  if (!identity) return EMPTY_IDENTITY
  const values: IdentityInput & { versionId?: number } = { ...identity }
  delete values.versionId
  return values
}

const LOCALIZED = ['name', 'shortName', 'address', 'hours', 'directions'] as const
const PLAIN = ['phone', 'fax', 'email', 'chatUrl', 'latitude', 'longitude', 'analyticsId', 'logoId'] as const

/** "Invalid request: body/phone, body/name/kr" → ['phone', 'name.kr']: the fields the server refused. */
function refusedFields(error: ApiError): string[] {
  const list = /^Invalid request: (.*)$/.exec(error.message)?.[1]
  if (!list) return []
  return list
    .split(', ')
    .map((path) => path.replace(/^body\/?/, '').replace(/\//g, '.'))
    .filter(Boolean)
}

/** Puts the server's refusal on the fields it names; answers whether it named any. */
function showOnFields(form: UseFormReturn<IdentityInput, unknown, SiteIdentity>, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return false
  const named: string[] = refusedFields(error)
  if (/both map coordinates/i.test(error.message)) named.push('longitude')
  if (/logo/i.test(error.message)) named.push('logoId')
  for (const name of named) {
    const message =
      name === 'longitude' && named.length === 1 ? 'coordinatesPair' : name === 'logoId' ? 'logoUnknown' : 'invalid'
    form.setError(name as keyof IdentityInput, { type: 'server', message })
  }
  return named.length > 0
}

/** The identity's form: every field, published at once; nothing typed is lost when it is refused. */
export function IdentityForm({ data }: { data: SiteIdentityAdminResponse }) {
  const { t } = useTranslation('admin')
  const toText = useIdentityMessage()
  const toMessage = useConsoleError()
  const queryClient = useQueryClient()
  const form = useForm<IdentityInput, unknown, SiteIdentity>({
    resolver: zodResolver(IdentityFormSchema),
    defaultValues: formValues(data.identity),
  })
  const [published, setPublished] = useState(false)
  const publish = useMutation({
    mutationFn: publishSiteIdentity,
    onMutate: () => setPublished(false),
    onSuccess: (stored) => {
      form.reset(formValues(stored.identity))
      queryClient.setQueryData(siteIdentityAdminQueryOptions().queryKey, stored)
      queryClient.setQueryData(siteStatusQueryOptions().queryKey, { identitySet: stored.identity !== null })
      // The public pages of this tab read the identity again.
      void queryClient.invalidateQueries({ queryKey: siteIdentityQueryOptions.queryKey })
      setPublished(true)
    },
    onError: (error) => showOnFields(form, error),
  })

  const label = (name: string): string => {
    const [head, second, third, fourth] = name.split('.')
    if (head === 'relatedSites') {
      const site = t('siteIdentity.relatedSite', { number: Number(second ?? 0) + 1 })
      if (third === undefined) return t('siteIdentity.fields.relatedSites')
      if (third === 'url') return `${site}: ${t('siteIdentity.fields.siteUrl')}`
      return `${site}: ${localizedLabel(t, t('siteIdentity.fields.siteLabel'), fourth ?? 'kr')}`
    }
    const base = t(`siteIdentity.fields.${head}`)
    return second ? localizedLabel(t, base, second) : base
  }
  const order = [...LOCALIZED, ...PLAIN, 'relatedSites']
  const items = flattenErrors(form.formState.errors)
    .sort((a, b) => order.indexOf(a.name.split('.')[0] ?? '') - order.indexOf(b.name.split('.')[0] ?? ''))
    .map((item) => ({ ...item, label: label(item.name) }))
  const refusal = publish.error && items.length === 0 ? toMessage(publish.error) : undefined

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="identity-form-title"
        onSubmit={(event) => void form.handleSubmit((values) => publish.mutate(values))(event)}
      >
        <h2 id="identity-form-title" className="visually-hidden">
          {t('siteIdentity.formTitle')}
        </h2>
        <ErrorSummary
          items={items}
          message={refusal}
          submitCount={form.formState.submitCount + publish.failureCount}
          translate={toText}
        />

        <section className={styles.panel} aria-labelledby="identity-names">
          <h2 id="identity-names">{t('siteIdentity.sections.names')}</h2>
          <LocalizedFields name="name" label={t('siteIdentity.fields.name')} required />
          <LocalizedFields name="shortName" label={t('siteIdentity.fields.shortName')} />
          <LogoField />
        </section>

        <section className={styles.panel} aria-labelledby="identity-contacts">
          <h2 id="identity-contacts">{t('siteIdentity.sections.contacts')}</h2>
          <LocalizedFields name="address" label={t('siteIdentity.fields.address')} required />
          <LineField
            name="phone"
            type="tel"
            label={t('siteIdentity.fields.phone')}
            hint={t('siteIdentity.hints.phone')}
            required
          />
          <LineField
            name="fax"
            type="tel"
            label={t('siteIdentity.fields.fax')}
            hint={t('siteIdentity.hints.optional')}
          />
          <LineField
            name="email"
            type="email"
            label={t('siteIdentity.fields.email')}
            hint={t('siteIdentity.hints.email')}
          />
          <LocalizedFields name="hours" label={t('siteIdentity.fields.hours')} />
          <LineField
            name="chatUrl"
            type="url"
            label={t('siteIdentity.fields.chatUrl')}
            hint={t('siteIdentity.hints.chatUrl')}
          />
        </section>

        <section className={styles.panel} aria-labelledby="identity-map">
          <h2 id="identity-map">{t('siteIdentity.sections.map')}</h2>
          <p>{t('siteIdentity.hints.coordinates')}</p>
          <NumberField name="latitude" label={t('siteIdentity.fields.latitude')} />
          <NumberField name="longitude" label={t('siteIdentity.fields.longitude')} />
          <LocalizedFields name="directions" label={t('siteIdentity.fields.directions')} multiline />
        </section>

        <RelatedSites />

        <section className={styles.panel} aria-labelledby="identity-analytics">
          <h2 id="identity-analytics">{t('siteIdentity.sections.analytics')}</h2>
          <LineField
            name="analyticsId"
            label={t('siteIdentity.fields.analyticsId')}
            hint={t('siteIdentity.hints.analyticsId')}
          />
        </section>

        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={publish.isPending}>
            {t('siteIdentity.publish')}
          </button>
        </div>
        <p role="status">{published && !form.formState.isDirty ? t('siteIdentity.published') : ''}</p>
      </form>
    </FormProvider>
  )
}

/** The logo: the current one shown, a new PNG or SVG uploaded and named by the form (published with it). */
function LogoField() {
  const { t } = useTranslation('admin')
  const toMessage = useConsoleError()
  const toText = useIdentityMessage()
  const { control, setValue, formState, getFieldState } = useFormContext<IdentityInput>()
  const logoId = useWatch({ control, name: 'logoId' })
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string>()
  const upload = useMutation({
    mutationFn: uploadLogo,
    onSuccess: (id) => {
      setProblem(undefined)
      setValue('logoId', id, { shouldDirty: true, shouldValidate: true })
    },
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : undefined
      setProblem(
        code === 'ATTACHMENT_TYPE_REFUSED' || code === 'ATTACHMENT_TOO_LARGE'
          ? t(`siteIdentity.logo.${code}`, { max: LOGO_MAX_BYTES / 1024 })
          : toMessage(error),
      )
    },
  })
  const fieldError = toText(getFieldState('logoId', formState).error?.message)
  const error = problem ?? fieldError

  const handleFile = (file: File | undefined) => {
    if (!file) return
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('siteIdentity.logo.ATTACHMENT_TYPE_REFUSED'))
      return
    }
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(t('siteIdentity.logo.ATTACHMENT_TOO_LARGE', { max: LOGO_MAX_BYTES / 1024 }))
      return
    }
    upload.mutate(file)
  }

  return (
    <div className={formStyles.field}>
      <label htmlFor="field-logoId" className={formStyles.label}>
        {t('siteIdentity.fields.logo')}
      </label>
      <p id="logo-hint" className={formStyles.hint}>
        {t('siteIdentity.logo.hint', { max: LOGO_MAX_BYTES / 1024 })}
      </p>
      {logoId !== null && logoId !== undefined ? (
        <p>
          <img src={logoUrl(logoId)} alt={t('siteIdentity.logo.current')} className={styles.logoPreview} />
        </p>
      ) : (
        <p>{t('siteIdentity.logo.none')}</p>
      )}
      <input
        ref={input}
        id="field-logoId"
        type="file"
        accept={LOGO_TYPES.join(',')}
        aria-describedby={['logo-hint', error && 'logo-error'].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => handleFile(event.target.files?.[0])}
      />
      {upload.isPending && <p role="status">{t('siteIdentity.logo.uploading')}</p>}
      {error && (
        <p id="logo-error" className={formStyles.error}>
          {error}
        </p>
      )}
      {logoId !== null && logoId !== undefined && (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setValue('logoId', null, { shouldDirty: true })
              if (input.current) input.current.value = ''
            }}
          >
            {t('siteIdentity.logo.remove')}
          </button>
        </p>
      )}
    </div>
  )
}

/** The footer's related sites: added, removed and put in order. */
function RelatedSites() {
  const { t } = useTranslation('admin')
  const { control } = useFormContext<IdentityInput>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'relatedSites' })
  return (
    <section className={styles.panel} aria-labelledby="identity-sites">
      <h2 id="identity-sites">{t('siteIdentity.fields.relatedSites')}</h2>
      <p>{t('siteIdentity.hints.relatedSites', { max: RELATED_SITES_MAX })}</p>
      <ol className={styles.plainList}>
        {fields.map((field, index) => {
          const number = index + 1
          const site = t('siteIdentity.relatedSite', { number })
          return (
            <li key={field.id}>
              <fieldset className={styles.siteItem}>
                <legend className={formStyles.legend}>{site}</legend>
                {LOCALIZED_KEYS.map((code) => (
                  <LineField
                    key={code}
                    name={`relatedSites.${index}.label.${code}`}
                    label={localizedLabel(t, t('siteIdentity.fields.siteLabel'), code)}
                    required={code === 'kr'}
                  />
                ))}
                <LineField
                  name={`relatedSites.${index}.url`}
                  type="url"
                  label={t('siteIdentity.fields.siteUrl')}
                  hint={t('siteIdentity.hints.siteUrl')}
                  required
                />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    {t('siteIdentity.moveUp', { site })}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    {t('siteIdentity.moveDown', { site })}
                  </button>
                  <button type="button" className="button" onClick={() => remove(index)}>
                    {t('siteIdentity.removeSite', { site })}
                  </button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="button"
        disabled={fields.length >= RELATED_SITES_MAX}
        onClick={() => append({ label: blank(), url: 'https://' })}
      >
        {t('siteIdentity.addSite')}
      </button>
    </section>
  )
}
