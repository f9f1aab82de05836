import { zodResolver } from '@hookform/resolvers/zod'
import { LOCALES, type Locale } from '@ctc/contract/locale-codes'
import {
  PRESCREEN_KINDS,
  PRESCREEN_LABEL_MAX,
  PRESCREEN_OPTIONS_MAX,
  PRESCREEN_QUESTIONS_MAX,
  PRESCREEN_RANGES_MAX,
  PRESCREEN_RULES,
  PRESCREEN_TEXT_MAX,
  PRESCREEN_UNIT_MAX,
  type PrescreenKind,
  type PrescreenQuestion,
  PrescreenSaveRequestSchema,
  type StaffPrescreen,
  choiceKeys,
} from '@ctc/contract/prescreen'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type FieldError,
  type FieldErrors,
  FormProvider,
  get,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { z } from 'zod'
import { ApiError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/dates'
import { prescreenKey, savePrescreen, usePrescreen } from '../api/prescreen'
import { useNotice } from '../api/notices'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import builder from './prescreen-builder.module.css'

/** The form holds the questions exactly as the contract saves them; the version travels beside it. */
const PrescreenFormSchema = z.object({ questions: PrescreenSaveRequestSchema.shape.questions })
type PrescreenForm = z.infer<typeof PrescreenFormSchema>
type PrescreenFormInput = z.input<typeof PrescreenFormSchema>

const emptyText = () => Object.fromEntries(LOCALES.map((code) => [code, ''])) as Record<Locale, string>

/** The next free key of the form `q1`, `q2`… (keys stay stable across versions, so they are never reused in a form). */
function nextKey(prefix: string, taken: string[]): string {
  let n = taken.length + 1
  while (taken.includes(`${prefix}${n}`)) n += 1
  return `${prefix}${n}`
}

/** A new question of a kind, keeping what does not depend on the kind (key, texts, "show only if"). */
function questionOfKind(kind: PrescreenKind, base: Pick<PrescreenQuestion, 'key' | 'text' | 'showIf'>) {
  const option = (key: string) => ({ key, label: emptyText(), rule: 'ok' as const })
  switch (kind) {
    case 'yes_no':
      return { ...base, kind, yes: 'ok', no: 'ok' } satisfies PrescreenQuestion
    case 'single':
    case 'multiple':
      return { ...base, kind, options: [option('o1'), option('o2')] } satisfies PrescreenQuestion
    case 'number':
      return { ...base, kind, unit: emptyText(), min: 0, max: 100, decimals: 0, ranges: [] } satisfies PrescreenQuestion
    case 'date':
      return { ...base, kind, ranges: [] } satisfies PrescreenQuestion
  }
}

/** Nullable numbers from inputs: an empty box is an open end. */
const toNullableNumber = (value: unknown) => (value === '' || value === null ? null : Number(value))
/** Required numbers: an empty box is no number, which the schema reports. */
const toNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value))

/**
 * `/admin/notices/:studyId/prescreen`: the notice's pre-screening questions, built by the
 * coordinator: kinds, texts in four locales, a rule per answer, order and "show only if".
 * Saving changes the version in place until someone answered it; after that it makes a new one.
 */
export function PrescreenBuilderPage() {
  const { t } = useTranslation('admin')
  const studyId = Number(useParams().studyId)
  const valid = Number.isInteger(studyId) && studyId > 0
  const notice = useNotice(valid ? studyId : undefined)
  const prescreen = usePrescreen(valid ? studyId : 0)
  const toMessage = useConsoleError()
  // Kept here: a save remounts the editor with the saved version.
  const [saved, setSaved] = useState<string>()
  useConsoleTitle(t('prescreenBuilder.title'))
  if (!valid) return <LoadError message={t('errors.STUDY_NOT_FOUND')} />
  if (notice.isError) return <LoadError message={toMessage(notice.error)} />
  if (prescreen.isError) return <LoadError message={toMessage(prescreen.error)} />
  if (!notice.data || !prescreen.data) return <ConsoleLoading />
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('prescreenBuilder.title')}</h1>
        <Link to={`/admin/notices/${studyId}`}>{t('prescreenBuilder.back')}</Link>
      </div>
      <p lang="ko" className={styles.hint}>
        {notice.data.notice.texts.kr.title}
      </p>
      <PrescreenEditor
        // A version from the server (after a save, or loaded after a conflict) starts the form afresh.
        key={`${prescreen.data.data?.versionId ?? 0}-${prescreen.data.data?.savedAt ?? ''}`}
        studyId={studyId}
        current={prescreen.data.data}
        onReload={() => void prescreen.refetch()}
        saved={saved}
        onSaved={setSaved}
      />
    </>
  )
}

function PrescreenEditor({
  studyId,
  current,
  onReload,
  saved,
  onSaved: setSaved,
}: {
  studyId: number
  current: StaffPrescreen | null
  onReload: () => void
  saved: string | undefined
  onSaved: (message: string | undefined) => void
}) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const client = useQueryClient()
  const toMessage = useConsoleError()
  const form = useForm<PrescreenFormInput, unknown, PrescreenForm>({
    resolver: zodResolver(PrescreenFormSchema),
    defaultValues: { questions: current?.questions ?? [] },
  })
  const questions = useFieldArray({ control: form.control, name: 'questions' })
  const save = useMutation({
    mutationFn: (values: PrescreenForm) =>
      savePrescreen(studyId, { baseVersion: current?.version ?? null, questions: values.questions }),
    onSuccess: (answer) => {
      const version = answer.data?.version
      client.setQueryData(prescreenKey(studyId), answer)
      setSaved(
        version === undefined
          ? t('prescreenBuilder.savedNone')
          : current === null || version === current.version
            ? t('prescreenBuilder.savedInPlace', { version })
            : t('prescreenBuilder.savedNew', { version }),
      )
    },
  })
  const conflict = save.error instanceof ApiError && save.error.code === 'EDIT_CONFLICT'
  const problems = flatten(form.formState.errors)
  const addQuestion = () => {
    const keys = form.getValues('questions').map((question) => question.key)
    questions.append(questionOfKind('yes_no', { key: nextKey('q', keys), text: emptyText(), showIf: null }))
  }

  return (
    <FormProvider {...form}>
      <section className={styles.panel} aria-labelledby="prescreen-version">
        <h2 id="prescreen-version">{t('prescreenBuilder.versionTitle')}</h2>
        {current ? (
          <>
            <p>
              {t('prescreenBuilder.version', {
                version: current.version,
                at: formatDateTime(locale, current.savedAt),
                by: current.savedBy ?? t('prescreenBuilder.unknownStaff'),
              })}
            </p>
            <p>
              {current.answered > 0
                ? t('prescreenBuilder.answered', { count: current.answered, next: current.version + 1 })
                : t('prescreenBuilder.unanswered')}
            </p>
          </>
        ) : (
          <p>{t('prescreenBuilder.noneYet')}</p>
        )}
        <p className={styles.hint}>{t('prescreenBuilder.intro')}</p>
      </section>
      <form
        noValidate
        aria-label={t('prescreenBuilder.title')}
        onSubmit={(event) => {
          setSaved(undefined)
          void form.handleSubmit((values) => save.mutate(values))(event)
        }}
      >
        {form.formState.submitCount > 0 && problems.length > 0 && (
          <div role="alert" className={styles.error}>
            <p>{t('prescreenBuilder.problems', { count: problems.length })}</p>
            <ul>
              {problems.slice(0, 10).map((name) => (
                <li key={name}>
                  <a href={`#${inputId(name)}`}>{describePath(name, t)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <h2>{t('prescreenBuilder.questionsTitle')}</h2>
        {questions.fields.length === 0 && <p>{t('prescreenBuilder.empty')}</p>}
        <ol className={builder.questions}>
          {questions.fields.map((field, index) => (
            <li key={field.id}>
              <QuestionEditor
                index={index}
                count={questions.fields.length}
                onMove={(to) => questions.move(index, to)}
                onRemove={() => questions.remove(index)}
                onKind={(kind) => {
                  const { key, text, showIf } = form.getValues(`questions.${index}`)
                  // In place, not the field array's update: the question keeps its element, so focus stays on the select.
                  form.setValue(`questions.${index}`, questionOfKind(kind, { key, text, showIf }), {
                    shouldDirty: true,
                  })
                }}
              />
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={questions.fields.length >= PRESCREEN_QUESTIONS_MAX}
            onClick={addQuestion}
          >
            {t('prescreenBuilder.addQuestion')}
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t('prescreenBuilder.save')}
          </button>
        </div>
        <p role="status">{saved ?? ''}</p>
        {save.isError && (
          <div role="alert" className={styles.error}>
            <p>{conflict ? t('prescreenBuilder.conflict') : toMessage(save.error)}</p>
            {conflict && (
              <button type="button" className="button" onClick={onReload}>
                {t('prescreenBuilder.loadLatest')}
              </button>
            )}
          </div>
        )}
      </form>
    </FormProvider>
  )
}

const inputId = (name: string) => `prescreen-${name.replaceAll('.', '-')}`

/** The names of the fields with an error, in the form's order. */
function flatten(errors: FieldErrors<PrescreenFormInput>): string[] {
  const names: string[] = []
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return
    if (typeof (node as FieldError).message === 'string' && (node as FieldError).message) {
      names.push(path.join('.'))
      return
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'root') walk(child, [...path, key])
  }
  walk(errors, [])
  return names
}

/** "Question 2, option 1, label (English)" for a field name such as `questions.1.options.0.label.en`. */
function describePath(name: string, t: ReturnType<typeof useTranslation<'admin'>>['t']): string {
  const parts = name.split('.')
  const words: string[] = []
  for (let at = 0; at < parts.length; at += 1) {
    const part = parts[at] ?? ''
    const next = parts[at + 1]
    if ((part === 'questions' || part === 'options' || part === 'ranges') && next !== undefined && /^\d+$/.test(next)) {
      words.push(t(`prescreenBuilder.path.${part}`, { n: Number(next) + 1 }))
      at += 1
    } else if ((LOCALES as readonly string[]).includes(part)) {
      words.push(t(`locales.${part as Locale}`))
    } else {
      words.push(t(`prescreenBuilder.path.${part}`, { defaultValue: part }))
    }
  }
  return words.join(' · ')
}

/** The localized message of a field's error: the contract's own codes, else by the kind of issue. */
function useFieldError(name: string) {
  const { t } = useTranslation('admin')
  const { formState } = useFormContext<PrescreenFormInput>()
  const found: unknown = get(formState.errors, name)
  const error = found as FieldError | undefined
  if (!error?.message) return undefined
  const known = ['required', 'tooLong', 'key', 'rangeOrder', 'duplicateKey', 'showIf']
  const key = known.includes(error.message)
    ? error.message
    : error.type === 'too_small'
      ? 'tooSmall'
      : error.type === 'too_big'
        ? 'tooBig'
        : 'number'
  return t(`prescreenBuilder.errors.${key}`)
}

function ErrorText({ name }: { name: string }) {
  const message = useFieldError(name)
  return message ? (
    <span id={`${inputId(name)}-error`} className={styles.error}>
      {message}
    </span>
  ) : null
}

/** Props that tie an input to its error. */
function useInvalid(name: string) {
  const message = useFieldError(name)
  return {
    id: inputId(name),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${inputId(name)}-error` : undefined,
  }
}

function LocaleTexts({ name, label, max }: { name: string; label: string; max: number }) {
  const { t } = useTranslation('admin')
  const { register } = useFormContext()
  return (
    <div className={builder.texts}>
      {LOCALES.map((code) => (
        <TextInput
          key={code}
          name={`${name}.${code}`}
          label={t('prescreenBuilder.inLocale', { field: label, locale: t(`locales.${code}`) })}
          register={register}
          max={max}
          lang={code}
        />
      ))}
    </div>
  )
}

function TextInput({
  name,
  label,
  register,
  max,
  lang,
}: {
  name: string
  label: string
  register: ReturnType<typeof useFormContext>['register']
  max: number
  lang: Locale
}) {
  const invalid = useInvalid(name)
  const tags: Record<Locale, string> = { kr: 'ko', en: 'en', cn: 'zh', jp: 'ja' }
  return (
    <label className={styles.fieldLabel}>
      {label}
      <input className={styles.control} lang={tags[lang]} maxLength={max} {...register(name)} {...invalid} />
      <ErrorText name={name} />
    </label>
  )
}

function RuleSelect({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('admin')
  const { register } = useFormContext()
  const invalid = useInvalid(name)
  return (
    <label className={styles.fieldLabel}>
      {label}
      <select className={styles.control} {...register(name)} {...invalid}>
        {PRESCREEN_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {t(`prescreenBuilder.rules.${rule}`)}
          </option>
        ))}
      </select>
    </label>
  )
}

function QuestionEditor({
  index,
  count,
  onMove,
  onRemove,
  onKind,
}: {
  index: number
  count: number
  onMove: (to: number) => void
  onRemove: () => void
  onKind: (kind: PrescreenKind) => void
}) {
  const { t } = useTranslation('admin')
  const { control } = useFormContext<PrescreenFormInput>()
  const name = `questions.${index}` as const
  const kind = useWatch({ control, name: `${name}.kind` })
  const key = useWatch({ control, name: `${name}.key` })
  const n = index + 1
  const legendId = `prescreen-question-${index}`
  return (
    <fieldset className={builder.question} aria-labelledby={legendId}>
      <legend id={legendId}>
        {t('prescreenBuilder.questionN', { n })} <span className={styles.hint}>({key})</span>
      </legend>
      <div className={styles.rowActions}>
        <button
          type="button"
          className="button"
          disabled={index === 0}
          aria-label={t('prescreenBuilder.moveUpN', { n })}
          onClick={() => onMove(index - 1)}
        >
          {t('prescreenBuilder.moveUp')}
        </button>
        <button
          type="button"
          className="button"
          disabled={index === count - 1}
          aria-label={t('prescreenBuilder.moveDownN', { n })}
          onClick={() => onMove(index + 1)}
        >
          {t('prescreenBuilder.moveDown')}
        </button>
        <button type="button" className="button" aria-label={t('prescreenBuilder.removeN', { n })} onClick={onRemove}>
          {t('prescreenBuilder.remove')}
        </button>
      </div>
      <label className={styles.fieldLabel}>
        {t('prescreenBuilder.kind')}
        <select
          className={styles.control}
          value={kind}
          onChange={(event) => onKind(event.target.value as PrescreenKind)}
        >
          {PRESCREEN_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`prescreenBuilder.kinds.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <LocaleTexts name={`${name}.text`} label={t('prescreenBuilder.text')} max={PRESCREEN_TEXT_MAX} />
      {kind === 'yes_no' && (
        <div className={builder.row}>
          <RuleSelect name={`${name}.yes`} label={t('prescreenBuilder.ruleYes')} />
          <RuleSelect name={`${name}.no`} label={t('prescreenBuilder.ruleNo')} />
        </div>
      )}
      {(kind === 'single' || kind === 'multiple') && <OptionsEditor index={index} />}
      {kind === 'number' && <NumberSettings index={index} />}
      {(kind === 'number' || kind === 'date') && <RangesEditor index={index} kind={kind} />}
      <ShowIfSelect index={index} />
    </fieldset>
  )
}

function OptionsEditor({ index }: { index: number }) {
  const { t } = useTranslation('admin')
  const { control, getValues } = useFormContext<PrescreenFormInput>()
  // The options of a choice question; the union's other kinds have none.
  const name = `questions.${index}.options` as const
  const options = useFieldArray({ control, name })
  const add = () => {
    const keys = ((getValues(name) as { key: string }[] | undefined) ?? []).map((option) => option.key)
    options.append({ key: nextKey('o', keys), label: emptyText(), rule: 'ok' })
  }
  return (
    <div className={builder.group}>
      <h3>{t('prescreenBuilder.options')}</h3>
      <ErrorText name={name} />
      <ol>
        {options.fields.map((field, at) => (
          <li key={field.id} className={builder.option}>
            <LocaleTexts
              name={`${name}.${at}.label`}
              label={t('prescreenBuilder.optionN', { n: at + 1 })}
              max={PRESCREEN_LABEL_MAX}
            />
            <div className={builder.row}>
              <RuleSelect name={`${name}.${at}.rule`} label={t('prescreenBuilder.ruleOfOption', { n: at + 1 })} />
              <button
                type="button"
                className="button"
                disabled={options.fields.length <= 2}
                aria-label={t('prescreenBuilder.removeOptionN', { n: at + 1, question: index + 1 })}
                onClick={() => options.remove(at)}
              >
                {t('prescreenBuilder.removeOption')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button" disabled={options.fields.length >= PRESCREEN_OPTIONS_MAX} onClick={add}>
        {t('prescreenBuilder.addOption')}
      </button>
    </div>
  )
}

function NumberSettings({ index }: { index: number }) {
  const { t } = useTranslation('admin')
  const { register } = useFormContext()
  const name = `questions.${index}`
  const minInvalid = useInvalid(`${name}.min`)
  const maxInvalid = useInvalid(`${name}.max`)
  return (
    <div className={builder.group}>
      <LocaleTexts name={`${name}.unit`} label={t('prescreenBuilder.unit')} max={PRESCREEN_UNIT_MAX} />
      <div className={builder.row}>
        <label className={styles.fieldLabel}>
          {t('prescreenBuilder.accepted.min')}
          <input
            className={styles.control}
            type="number"
            step="any"
            {...register(`${name}.min`, { setValueAs: toNumber })}
            {...minInvalid}
          />
          <ErrorText name={`${name}.min`} />
        </label>
        <label className={styles.fieldLabel}>
          {t('prescreenBuilder.accepted.max')}
          <input
            className={styles.control}
            type="number"
            step="any"
            {...register(`${name}.max`, { setValueAs: toNumber })}
            {...maxInvalid}
          />
          <ErrorText name={`${name}.max`} />
        </label>
        <label className={styles.fieldLabel}>
          {t('prescreenBuilder.decimals')}
          <select className={styles.control} {...register(`${name}.decimals`, { setValueAs: Number })}>
            <option value="0">{t('prescreenBuilder.decimalsOf.0')}</option>
            <option value="1">{t('prescreenBuilder.decimalsOf.1')}</option>
          </select>
        </label>
      </div>
    </div>
  )
}

function RangesEditor({ index, kind }: { index: number; kind: 'number' | 'date' }) {
  const { t } = useTranslation('admin')
  const { control } = useFormContext()
  const name = `questions.${index}.ranges`
  const ranges = useFieldArray({ control, name })
  return (
    <div className={builder.group}>
      <h3>{t('prescreenBuilder.ranges')}</h3>
      <p className={styles.hint}>{t(`prescreenBuilder.rangesHint.${kind}`)}</p>
      <ol>
        {ranges.fields.map((field, at) => (
          <li key={field.id} className={builder.row}>
            <RangeBound name={`${name}.${at}.min`} label={t(`prescreenBuilder.rangeMin.${kind}`, { n: at + 1 })} />
            <RangeBound name={`${name}.${at}.max`} label={t(`prescreenBuilder.rangeMax.${kind}`, { n: at + 1 })} />
            <RuleSelect name={`${name}.${at}.rule`} label={t('prescreenBuilder.ruleOfRange', { n: at + 1 })} />
            <button
              type="button"
              className="button"
              aria-label={t('prescreenBuilder.removeRangeN', { n: at + 1, question: index + 1 })}
              onClick={() => ranges.remove(at)}
            >
              {t('prescreenBuilder.removeRange')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={ranges.fields.length >= PRESCREEN_RANGES_MAX}
        onClick={() => ranges.append({ min: null, max: null, rule: 'exclude' })}
      >
        {t('prescreenBuilder.addRange')}
      </button>
    </div>
  )
}

function RangeBound({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext()
  const invalid = useInvalid(name)
  return (
    <label className={styles.fieldLabel}>
      {label}
      <input
        className={styles.control}
        type="number"
        step="any"
        {...register(name, { setValueAs: toNullableNumber })}
        {...invalid}
      />
      <ErrorText name={name} />
    </label>
  )
}

/** "Show only if": one earlier choice question and one of its answers, or always. */
function ShowIfSelect({ index }: { index: number }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const { control, setValue, formState } = useFormContext<PrescreenFormInput>()
  const all = useWatch({ control, name: 'questions' })
  const showIf = useWatch({ control, name: `questions.${index}.showIf` })
  const name = `questions.${index}.showIf` as const
  const invalid = useInvalid(name)
  const textOf = (text: Record<Locale, string> | undefined, fallback: string) =>
    (locale === 'en' ? text?.en : text?.kr)?.trim() || fallback
  const choices = all.slice(0, index).flatMap((question, at) =>
    choiceKeys(question).map((answer) => {
      const option = 'options' in question ? question.options?.find((o) => o.key === answer) : undefined
      const answerText =
        question.kind === 'yes_no'
          ? t(`prescreenBuilder.answers.${answer as 'yes' | 'no'}`)
          : textOf(option?.label, answer)
      return {
        value: `${question.key}:${answer}`,
        label: t('prescreenBuilder.showIfChoice', {
          n: at + 1,
          question: textOf(question.text, question.key),
          answer: answerText,
        }),
      }
    }),
  )
  const value = showIf ? `${showIf.question}:${showIf.answer}` : ''
  return (
    <label className={styles.fieldLabel}>
      {t('prescreenBuilder.showIf')}
      <select
        className={styles.control}
        value={value}
        {...invalid}
        onChange={(event) => {
          const [question, answer] = event.target.value.split(':')
          setValue(name, question && answer ? { question, answer } : null, {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          })
        }}
      >
        <option value="">{t('prescreenBuilder.always')}</option>
        {/* A condition whose question moved below or went away stays listed, so that it can be seen and fixed. */}
        {value && !choices.some((choice) => choice.value === value) && (
          <option value={value}>{t('prescreenBuilder.brokenShowIf')}</option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <ErrorText name={name} />
    </label>
  )
}
