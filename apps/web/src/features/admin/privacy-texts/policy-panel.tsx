import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import type { PolicyBodies, PolicyDetail, PolicySummary } from '@ctc/contract/privacy-texts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../components/tabs'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { getPolicy, policiesQueryOptions, publishPolicy, savePolicyDraft, usePolicies } from '../api/privacy-texts'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { CONTENT_LOCALES } from './locale-tabs'

const RichTextEditor = lazy(() =>
  import('../notices/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

const EMPTY: PolicyBodies = { kr: '', en: '', cn: '', jp: '' }

interface Draft {
  policyId: number | null
  bodies: PolicyBodies
  effectiveDate: string
  /** Changes the editors' key, so that loading another version refills them. */
  generation: number
  /** Changed since it was last saved: what would be published is not what the preview shows. */
  dirty: boolean
}

/** The privacy policy's versions: write a draft in four locales, preview it as saved, publish it from a date. */
export function PolicyPanel() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const policies = usePolicies()
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
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
      setDraft((previous) => ({
        policyId: loaded && !loaded.asNew ? loaded.detail.policyId : null,
        bodies: loaded ? loaded.detail.bodies : EMPTY,
        effectiveDate: loaded && !loaded.asNew ? (loaded.detail.effectiveDate ?? '') : '',
        generation: (previous?.generation ?? 0) + 1,
        dirty: false,
      }))
    },
  })
  const save = useMutation({
    mutationFn: async (current: Draft) => {
      const policyId = await savePolicyDraft(current.policyId, {
        bodies: current.bodies,
        effectiveDate: current.effectiveDate === '' ? null : current.effectiveDate,
      })
      return getPolicy(policyId)
    },
    onSuccess: async (detail) => {
      setSaved(detail)
      setDraft((current) => (current ? { ...current, policyId: detail.policyId, dirty: false } : current))
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
      setStatus(t('privacyTexts.policy.published'))
      await queryClient.invalidateQueries({ queryKey: policiesQueryOptions().queryKey })
    },
  })
  const failure = open.error ?? save.error ?? publish.error
  const latest = policies.data?.dataList.find((p) => p.status === 'published')

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
      {failure && (
        <p role="alert" className={styles.error}>
          {toMessage(failure)}
        </p>
      )}

      {draft && (
        <form
          noValidate
          aria-labelledby="policy-draft-title"
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate(draft)
          }}
        >
          <h3 id="policy-draft-title">
            {draft.policyId === null
              ? t('privacyTexts.policy.newDraft')
              : t('privacyTexts.policy.draftTitle', { id: draft.policyId })}
          </h3>
          <p>{t('privacyTexts.policy.editorHint', { placeholder: '{{retentionMonths}}' })}</p>
          <Tabs
            label={t('privacyTexts.policy.locales')}
            items={CONTENT_LOCALES.map((code) => ({ id: code, label: t(`locales.${code}`) }))}
            selected={editing}
            onSelect={setEditing}
            renderPanel={(code) => (
              <div>
                <p id={`policy-body-${code}`} className={styles.fieldLabel}>
                  {t('privacyTexts.policy.body', { locale: t(`locales.${code}`) })}
                </p>
                <Suspense fallback={<ConsoleLoading />}>
                  <RichTextEditor
                    key={`${draft.generation}-${code}`}
                    labelledBy={`policy-body-${code}`}
                    lang={LANGUAGE_TAGS[code]}
                    value={draft.bodies[code]}
                    onChange={(html) =>
                      setDraft((current) =>
                        current ? { ...current, bodies: { ...current.bodies, [code]: html }, dirty: true } : current,
                      )
                    }
                    onBlur={() => undefined}
                  />
                </Suspense>
              </div>
            )}
          />
          <p>
            <label htmlFor="policy-effective">{t('privacyTexts.effectiveDate')}</label>
            <br />
            <input
              id="policy-effective"
              type="date"
              aria-describedby="policy-effective-hint"
              value={draft.effectiveDate}
              onChange={(event) => setDraft({ ...draft, effectiveDate: event.target.value, dirty: true })}
            />
            <br />
            <span id="policy-effective-hint">{t('privacyTexts.policy.effectiveHint')}</span>
          </p>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={save.isPending}>
              {t('privacyTexts.policy.saveDraft')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={
                !saved ||
                saved.policyId !== draft.policyId ||
                draft.dirty ||
                draft.effectiveDate === '' ||
                publish.isPending
              }
              onClick={() => {
                if (saved && draft.policyId !== null)
                  publish.mutate({ policyId: draft.policyId, effectiveDate: draft.effectiveDate })
              }}
            >
              {t('privacyTexts.policy.publish')}
            </button>
          </div>
          <p>{t('privacyTexts.policy.publishHint')}</p>
        </form>
      )}

      {saved && draft && (
        <section aria-labelledby="policy-preview-title">
          <h3 id="policy-preview-title">{t('privacyTexts.preview')}</h3>
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
