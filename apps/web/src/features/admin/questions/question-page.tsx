import { LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import { type AnswerRequest, AnswerRequestSchema, QNA_ANSWER_MAX } from '@ctc/contract/staff-qna'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { useValidationMessage } from '../../../components/form/form-fields'
import { formatDateTime } from '../../../lib/dates'
import { answerQuestion, useQuestion } from '../api/questions'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'

const draftKey = (qnaId: number) => `answer-draft:${qnaId}`

/** One question with the member who asked, and the answer (written or edited in the member's language). */
export function QuestionPage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const qnaId = Number(useParams().qnaId)
  const question = useQuestion(qnaId)
  const toMessage = useConsoleError()
  useConsoleTitle(t('question.title'))

  if (question.isError) return <LoadError message={toMessage(question.error)} />
  if (!question.data) return <ConsoleLoading />
  const q = question.data.question
  const lang = LANGUAGE_TAGS[q.locale]
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('question.title')}</h1>
        <Link to="/admin/questions">{t('question.back')}</Link>
      </div>
      <section className={styles.panel} aria-labelledby="question-title">
        <h2 id="question-title" lang={lang}>
          {q.title}
        </h2>
        <dl className={styles.definitions}>
          <dt>{t('question.member')}</dt>
          <dd>{q.member.name}</dd>
          <dt>{t('inbox.columns.locale')}</dt>
          <dd>{t(`locales.${q.locale}`)}</dd>
          <dt>{t('inbox.columns.asked')}</dt>
          <dd>{formatDateTime(locale, q.createdAt)}</dd>
          <dt>{t('inbox.columns.status')}</dt>
          <dd>{t(`inbox.status.${q.status}`)}</dd>
        </dl>
        <p className={styles.bodyText} lang={lang}>
          {q.body}
        </p>
      </section>
      <AnswerForm
        key={q.qnaId}
        qnaId={q.qnaId}
        lang={lang}
        languageName={t(`locales.${q.locale}`)}
        current={q.answer}
        meta={
          q.answeredAt
            ? t('question.answeredMeta', {
                time: formatDateTime(locale, q.answerEditedAt ?? q.answeredAt),
                name: q.answeredBy ?? '—',
              })
            : undefined
        }
      />
    </>
  )
}

function AnswerForm({
  qnaId,
  lang,
  languageName,
  current,
  meta,
}: {
  qnaId: number
  lang: string
  languageName: string
  current: string | null
  meta: string | undefined
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const toText = useValidationMessage()
  const id = useId()
  const [restored] = useState(() => {
    try {
      return window.sessionStorage.getItem(draftKey(qnaId)) ?? undefined
    } catch {
      return undefined
    }
  })
  const form = useForm<AnswerRequest>({
    resolver: zodResolver(AnswerRequestSchema),
    defaultValues: { answer: restored ?? current ?? '' },
  })
  const [done, setDone] = useState(false)
  const mutation = useMutation({
    mutationFn: (values: AnswerRequest) => answerQuestion(qnaId, values.answer),
    onSuccess: (answer) => {
      window.sessionStorage.removeItem(draftKey(qnaId))
      setDone(true)
      queryClient.setQueryData(['admin', 'questions', 'detail', qnaId], answer)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'questions', 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'home'] })
    },
  })

  useEffect(
    () =>
      // Kept until sent: a session that ends mid-answer, or a refused send, loses nothing.
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          try {
            window.sessionStorage.setItem(draftKey(qnaId), values.answer)
          } catch {
            // Without storage only a reload loses the draft.
          }
        },
      }),
    [form, qnaId],
  )

  const error = form.formState.errors.answer?.message
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{current ? t('question.editAnswer') : t('question.answer')}</h2>
      {meta && <p className={styles.count}>{meta}</p>}
      {done && (
        <p role="status" className={styles.notice}>
          {t('question.sent')}
        </p>
      )}
      {restored !== undefined && restored !== current && !done && (
        <p role="status" className={styles.warning}>
          {t('question.restored')}
        </p>
      )}
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}>
          <ErrorSummary
            items={summarize(form.formState.errors, { answer: t('question.answerLabel', { language: languageName }) }, [
              'answer',
            ])}
            message={mutation.error ? toMessage(mutation.error) : undefined}
            submitCount={form.formState.submitCount + mutation.failureCount}
          />
          <label htmlFor="field-answer" className={styles.fieldLabel}>
            {t('question.answerLabel', { language: languageName })}
          </label>
          <p id={`${id}-hint`} className={styles.count}>
            {t('question.answerHint', { max: QNA_ANSWER_MAX })}
          </p>
          <textarea
            id="field-answer"
            lang={lang}
            className={styles.textarea}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            {...form.register('answer')}
          />
          {error && (
            <p id={`${id}-error`} className={styles.error}>
              {toText(error)}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={mutation.isPending}>
              {current ? t('question.saveEdit') : t('question.send')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  )
}
