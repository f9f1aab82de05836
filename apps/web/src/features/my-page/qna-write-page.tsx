import {
  QNA_BODY_MAX,
  QNA_TITLE_MAX,
  type QnaWriteRequest,
  type QnaWriteRequestInput,
  QnaWriteRequestSchema,
} from '@ctc/contract/qna'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { FormProvider, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDraftedForm } from '../../components/form/drafted-form'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { FieldError, TextField, fieldId, useValidationMessage } from '../../components/form/form-fields'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { writeQuestion } from './api/qna'
import { MemberOnly } from './member-only'
import styles from './my-page.module.css'
import { DraftRestored, FormActions, useSave } from './save-form'

function BodyField({ label }: { label: string }) {
  const { t } = useTranslation(['mypage', 'form'])
  const { register, control, formState, getFieldState } = useFormContext<QnaWriteRequestInput>()
  const toText = useValidationMessage()
  const error = toText(getFieldState('body', formState).error?.message)
  const body = useWatch({ control, name: 'body' })
  const hintId = useId()
  const errorId = useId()
  return (
    <div className={styles.readonly}>
      <label htmlFor={fieldId('body')} className={styles.readonlyLabel}>
        {label}
        <span aria-hidden="true"> *</span>
        <span className="visually-hidden"> ({t('form:required')})</span>
      </label>
      <textarea
        id={fieldId('body')}
        className={styles.textarea}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        {...register('body')}
      />
      <p id={hintId} className={styles.counter}>
        {t('mypage:qna.bodyCount', { count: body.length, max: QNA_BODY_MAX })}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

function QnaWrite() {
  const { t } = useTranslation(['mypage', 'form'])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const { form, restored, discardDraft } = useDraftedForm<QnaWriteRequestInput, QnaWriteRequest>('question', {
    resolver: zodResolver(QnaWriteRequestSchema),
    defaultValues: { title: '', body: '' },
  })
  const { save, message } = useSave()
  const labels = { title: t('mypage:qna.title'), body: t('mypage:qna.body') }

  const onSubmit = form.handleSubmit((values) =>
    save(async () => {
      const { qnaId } = await writeQuestion(locale, values)
      discardDraft()
      await navigate(`${pathTo('qnaView', locale)}?qnaId=${qnaId}`, { replace: true, state: { sent: true } })
    }),
  )

  return (
    <FormProvider {...form}>
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ['title', 'body'])}
          message={message}
          submitCount={form.formState.submitCount}
        />
        <DraftRestored shown={restored} />
        <p>{t('mypage:qna.writeIntro')}</p>
        <TextField<QnaWriteRequestInput>
          name="title"
          label={labels.title}
          hint={t('mypage:qna.titleHint', { max: QNA_TITLE_MAX })}
          required
        />
        <BodyField label={labels.body} />
        <FormActions
          cancelTo={pathTo('qna', locale)}
          onCancel={discardDraft}
          submitLabel={t('mypage:qna.send')}
          submitting={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  )
}

/** `/{locale}/myinfo/qnaWrite`: a question to the center, seen only by the member and the center. */
export function QnaWritePage() {
  return (
    <MemberOnly>
      <QnaWrite />
    </MemberOnly>
  )
}
