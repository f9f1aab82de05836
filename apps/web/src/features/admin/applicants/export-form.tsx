import { EXPORT_COLUMNS, type ExportColumn, type ExportRequestInput } from '@ctc/contract/staff-applicants'
import type { AccessReasonInput } from '@ctc/contract/staff-access-log'
import { AccessReasonSchemaWithText } from '@ctc/contract/staff-access-log'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { saveFile } from '../../../lib/staff-api-client'
import { exportApplicants } from '../api/applicants'
import styles from '../console.module.css'
import { ReasonFields } from '../members/reason-fields'
import { useConsoleLocale } from '../shell/console-locale'
import { useConsoleError } from '../shell/use-console-error'

const DEFAULT_COLUMNS: ExportColumn[] = ['applicationId', 'createdAt', 'status', 'name', 'mobile', 'email', 'source']

/** Downloads the notice's applicants as CSV or XLSX: columns from a fixed list, with a reason (logged). */
export function ExportForm({ studyId }: { studyId: number }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx')
  const [columns, setColumns] = useState<ExportColumn[]>(DEFAULT_COLUMNS)
  const form = useForm<AccessReasonInput>({
    resolver: zodResolver(AccessReasonSchemaWithText),
    defaultValues: { reasonText: '' },
  })
  const download = useMutation({
    mutationFn: async (reason: AccessReasonInput) => {
      const request: ExportRequestInput = {
        format,
        language: locale === 'en' ? 'en' : 'ko',
        columns: EXPORT_COLUMNS.filter((column) => columns.includes(column)),
        reason: reason.reason,
        reasonText: reason.reasonText || undefined,
      }
      const { blob, fileName } = await exportApplicants(studyId, request)
      saveFile(blob, fileName ?? `applicants-${studyId}.${format}`)
    },
  })
  return (
    <section className={styles.panel} aria-labelledby="export-title">
      <h2 id="export-title">{t('applicants.export.title')}</h2>
      <p>{t('applicants.export.intro')}</p>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit((values) => download.mutate(values))(event)}>
          <fieldset className={styles.checkGroup}>
            <legend className={styles.fieldLabel}>{t('applicants.export.format')}</legend>
            {(['xlsx', 'csv'] as const).map((value) => (
              <label key={value} className={styles.check}>
                <input type="radio" name="format" checked={format === value} onChange={() => setFormat(value)} />
                {t(`applicants.export.formats.${value}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.checkGroup}>
            <legend className={styles.fieldLabel}>{t('applicants.export.columns')}</legend>
            {EXPORT_COLUMNS.map((value) => (
              <label key={value} className={styles.check}>
                <input
                  type="checkbox"
                  checked={columns.includes(value)}
                  onChange={(event) =>
                    setColumns((current) =>
                      event.target.checked ? [...current, value] : current.filter((column) => column !== value),
                    )
                  }
                />
                {t(`applicants.export.column.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className={styles.narrowForm}>
            <ReasonFields<AccessReasonInput> purpose="export" />
          </div>
          <div className={styles.actions}>
            <button
              type="submit"
              className="button button-primary"
              disabled={columns.length === 0 || download.isPending}
            >
              {t('applicants.export.download')}
            </button>
          </div>
          {download.isError && (
            <p role="alert" className={styles.error}>
              {toMessage(download.error)}
            </p>
          )}
        </form>
      </FormProvider>
    </section>
  )
}
