import { type AccessReasonInput, AccessReasonSchemaWithText } from '@ctc/contract/staff-access-log'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styles from '../console.module.css'
import { ReasonFields } from '../members/reason-fields'

/** Why one person's contact details are shown: the reason goes to the access log. */
export function RevealForm({
  onSubmit,
  onCancel,
  pending,
  error,
}: {
  onSubmit: (reason: AccessReasonInput) => void
  onCancel: () => void
  pending: boolean
  error: string | undefined
}) {
  const { t } = useTranslation('admin')
  const form = useForm<AccessReasonInput>({
    resolver: zodResolver(AccessReasonSchemaWithText),
    defaultValues: { reasonText: '' },
  })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            onSubmit({ reason: values.reason, reasonText: values.reasonText || undefined }),
          )(event)
        }
      >
        <ReasonFields<AccessReasonInput> />
        <div className={styles.rowActions}>
          <button type="submit" className="button button-primary" disabled={pending}>
            {t('pool.showContact')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t('pool.cancel')}
          </button>
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </FormProvider>
  )
}
