import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import {
  type PolicyDetail,
  type PolicyDraftForm,
  PolicyDraftFormSchema,
  PolicyPublishRequestSchema,
  type PolicySummary,
} from '@ctc/contract/privacy-texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useState } from 'react'
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ErrorSummary, type SummaryItem } from '../../../components/form/error-summary'
import { FieldError, TextField, fieldId, useValidationMessage } from '../../../components/form/form-fields'
import { Tabs } from '../../../components/tabs'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { getPolicy, policiesQueryOptions, publishPolicy, savePolicyDraft, usePolicies } from '../api/privacy-texts'
import styles from '../console.module.css'
import fieldStyles from '../../../components/form/form.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { CONTENT_LOCALES } from './locale-tabs'

const RichTextEditor = lazy(() =>
  import('../notices/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

const EMPTY: PolicyDraftForm = { bodies: { kr: '', en: '', cn: '', jp: '' }, effectiveDate: '' }

interface Draft {
  policyId: number | null
  /** Changes the editors' key, so that loading another version refills them. */
  generation: number
}

/** The privacy policy's versions: write a draft in four locales, preview it as saved, publish it from a date. */
export function PolicyPanel() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const policies = usePolicies()
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const form = useForm<PolicyDraftForm>({ resolver: zodResolver(PolicyDraftFormSchema), defaultValues: EMPTY })
  const [draft, setDraft] = useState<Draft | null>(null)
  const [saved, setSaved] = useState<PolicyDetail | null>(null)
  const [status, setStatus] = useState('')
  const [editing, setEditing] = useState<Locale>('kr')
  const [previewing, setPreviewing] = useState<Locale>('kr')

  const open = useMutation({
    mutationFn: async (from: { policyId: number; asNew: boolean } | null) => {
      if (!from) return null
      return { detail: await getPolicy(from.policyId), asNew: from.asNew }
    },
    onSuccess: (loaded) => {
      setSaved(loaded && !loaded.asNew ? loaded.detail : null)
      setStatus('')
      form.reset({
        bodies: loaded ? loaded.detail.bodies : EMPTY.bodies,
        effectiveDate: loaded && !loaded.asNew ? (loaded.detail.effectiveDate ?? '') : '',
      })
      setDraft((previous) => ({
        policyId: loaded && !loaded.asNew ? loaded.detail.policyId : null,
        generation: (previous?.generation ?? 0) + 1,
      }))
    },
  })
  const save = useMutation({
    mutationFn: async ({ policyId, values }: { policyId: number | null; values: PolicyDraftForm }) => {
      const id = await savePolicyDraft(policyId, {
        bodies: values.bodies,
        effectiveDate: values.effectiveDate === '' ? null : values.effectiveDate,
      })
      return getPolicy(id)
    },
    onSuccess: async (detail, { values }) => {
      setSaved(detail)
      setDraft((current) => (current ? { ...current, policyId: detail.policyId } : current))
      // What was saved is the new starting point: publishing waits for the next change to be saved.
      form.reset(values, { keepValues: true })
      setStatus(t('privacyTexts.policy.saved'))
      await queryClient.invalidateQueries({ queryKey: policiesQueryOptions().queryKey })
    },
  })
  const publish = useMutation({
    mutationFn: (current: { policyId: number; effectiveDate: string }) =>
      publishPolicy(current.policyId, current.effectiveDate),
    onSuccess: async () => {
      setDraft(null)
      setSaved(null)
      form.reset(EMPTY)
      setStatus(t('privacyTexts.policy.published'))
      await queryClient.invalidateQueries({ queryKey: policiesQueryOptions().queryKey })
    },
  })
  const latest = policies.data?.dataList.find((p) => p.status === 'published')
  const { errors } = form.formState
  const summary: SummaryItem[] = [
    ...CONTENT_LOCALES.flatMap((code) => {
      const message = errors.bodies?.[code]?.message
      return message
        ? [{ name: `bodies.${code}`, label: t('privacyTexts.policy.body', { locale: t(`locales.${code}`) }), message }]
        : []
    }),
    ...(errors.effectiveDate?.message
      ? [{ name: 'effectiveDate', label: t('privacyTexts.effectiveDate'), message: errors.effectiveDate.message }]
      : []),
  ]

  // Publishes the version as saved; the date and the Korean text are checked here first, so that
  // the person is told at the field rather than by the server's refusal.
  const handlePublish = () => {
    if (!saved || draft?.policyId !== saved.policyId) return
    const date = PolicyPublishRequestSchema.shape.effectiveDate.safeParse(form.getValues('effectiveDate'))
    if (saved.bodies.kr === '') {
      setEditing('kr')
      form.setError('bodies.kr', { message: 'required' })
    }
    if (!date.success) form.setError('effectiveDate', { message: date.error.issues[0]?.message ?? 'invalid' })
    if (saved.bodies.kr === '' || !date.success) return
    publish.mutate({ policyId: saved.policyId, effectiveDate: date.data })
  }

  const row = (policy: PolicySummary) => (
    <tr key={policy.policyId}>
      <td>{policy.policyId}</td>
      <td>
        {t(`privacyTexts.policy.status.${policy.status}`)}
        {policy.current ? ` · ${t('privacyTexts.current')}` : ''}
      </td>
      <td>{policy.effectiveDate ? formatDate(locale, policy.effectiveDate) : '—'}</td>
      <td>{policy.publishedAt ? formatDateTime(locale, policy.publishedAt) : '—'}</td>
      <td>
        {policy.status === 'draft' && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => open.mutate({ policyId: policy.policyId, asNew: false })}
          >
            {t('privacyTexts.policy.edit', { id: policy.policyId })}
          </button>
        )}
      </td>
    </tr>
  )

  return (
    <section className={styles.panel} aria-labelledby="policy-title">
      <h2 id="policy-title">{t('privacyTexts.policy.title')}</h2>
      <p>{t('privacyTexts.policy.intro')}</p>
      <QueryContent query={policies}>
        {(data) => (
          <table>
            <caption>{t('privacyTexts.policy.versions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('privacyTexts.policy.id')}</th>
                <th scope="col">{t('privacyTexts.policy.state')}</th>
                <th scope="col">{t('privacyTexts.effectiveDate')}</th>
                <th scope="col">{t('privacyTexts.publishedAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('privacyTexts.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>{data.dataList.map(row)}</tbody>
          </table>
        )}
      </QueryContent>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => open.mutate(latest ? { policyId: latest.policyId, asNew: true } : null)}
        >
          {latest ? t('privacyTexts.policy.newFromLatest') : t('privacyTexts.policy.new')}
        </button>
      </div>
      <p role="status">{status}</p>
      {open.error && (
        <p role="alert" className={styles.error}>
          {toMessage(open.error)}
        </p>
      )}

      {draft && (
        <FormProvider {...form}>
          <form
            noValidate
            aria-labelledby="policy-draft-title"
            onSubmit={(event) => {
              setStatus('')
              void form.handleSubmit(
                (values) => save.mutate({ policyId: draft.policyId, values }),
                // The summary takes focus; the first locale refused is shown, so that its editor is in view.
                (invalid) => {
                  const code = CONTENT_LOCALES.find((c) => invalid.bodies?.[c])
                  if (code && !invalid.bodies?.[editing]) setEditing(code)
                },
              )(event)
            }}
          >
            <ErrorSummary
              items={summary}
              message={save.error || publish.error ? toMessage(save.error ?? publish.error) : undefined}
              submitCount={form.formState.submitCount + save.failureCount + publish.failureCount}
            />
            <h3 id="policy-draft-title">
              {draft.policyId === null
                ? t('privacyTexts.policy.newDraft')
                : t('privacyTexts.policy.draftTitle', { id: draft.policyId })}
            </h3>
            <p id="policy-editor-hint">{t('privacyTexts.policy.editorHint', { placeholder: '{{retentionMonths}}' })}</p>
            <Tabs
              label={t('privacyTexts.policy.locales')}
              items={CONTENT_LOCALES.map((code) => ({
                id: code,
                label: errors.bodies?.[code]
                  ? t('privacyTexts.localeWithErrors', { locale: t(`locales.${code}`) })
                  : t(`locales.${code}`),
              }))}
              selected={editing}
              onSelect={setEditing}
              renderPanel={(code) => <BodyEditor key={`${draft.generation}-${code}`} code={code} />}
            />
            <TextField<PolicyDraftForm>
              name="effectiveDate"
              type="date"
              label={t('privacyTexts.effectiveDate')}
              hint={t('privacyTexts.policy.effectiveHint')}
            />
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={save.isPending}>
                {t('privacyTexts.policy.saveDraft')}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={!saved || saved.policyId !== draft.policyId || form.formState.isDirty || publish.isPending}
                onClick={handlePublish}
              >
                {t('privacyTexts.policy.publish')}
              </button>
            </div>
            <p>{t('privacyTexts.policy.publishHint')}</p>
          </form>
        </FormProvider>
      )}

      {saved && draft && (
        <section aria-labelledby="policy-preview-title">
          <h3 id="policy-preview-title">{t('privacyTexts.policy.preview')}</h3>
          <Tabs
            label={t('privacyTexts.policy.previewLocales')}
            items={CONTENT_LOCALES.map((code) => ({ id: code, label: t(`locales.${code}`) }))}
            selected={previewing}
            onSelect={setPreviewing}
            renderPanel={(code) => {
              const own = saved.bodies[code] !== ''
              return (
                <div className={styles.previewFrame}>
                  {!own && <p>{t('privacyTexts.policy.fallback')}</p>}
                  <div
                    className="prose"
                    lang={own ? LANGUAGE_TAGS[code] : 'ko'}
                    // As the server sanitized and stored it: what the public page will show.
                    dangerouslySetInnerHTML={{ __html: own ? saved.bodies[code] : saved.bodies.kr }}
                  />
                </div>
              )
            }}
          />
        </section>
      )}
    </section>
  )
}

/** One locale's body in the rich-text editor, with its error. */
function BodyEditor({ code }: { code: Locale }) {
  const { t } = useTranslation('admin')
  const { control, formState, getFieldState } = useFormContext<PolicyDraftForm>()
  const name = `bodies.${code}` as const
  const message = useValidationMessage()(getFieldState(name, formState).error?.message)
  // The summary's link lands on the label: the editor itself takes no id.
  const labelId = fieldId(name)
  const errorId = `${labelId}-error`
  return (
    <div className={fieldStyles.field}>
      <p id={labelId} className={styles.fieldLabel}>
        {t('privacyTexts.policy.body', { locale: t(`locales.${code}`) })}
      </p>
      <Suspense fallback={<ConsoleLoading />}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              labelledBy={labelId}
              // The editor reads its description once: the error's id is there before the error is.
              describedBy={`policy-editor-hint ${errorId}`}
              lang={LANGUAGE_TAGS[code]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Suspense>
      <FieldError id={errorId} message={message} />
    </div>
  )
}
