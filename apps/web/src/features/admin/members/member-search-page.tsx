import type { AccessReasonInput } from '@ctc/contract/staff-access-log'
import {
  MEMBER_SEARCH_FIELDS,
  type MemberMatch,
  type MemberSearchRequest,
  type MemberSearchRequestInput,
  MemberSearchRequestSchema,
} from '@ctc/contract/staff-members'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '../../../components/data-table'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { RadioGroup, TextField } from '../../../components/form/form-fields'
import { formatDate } from '../../../lib/dates'
import { searchMembers } from '../api/members'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { ReasonFields } from './reason-fields'

const column = createColumnHelper<MemberMatch>()

/** Finds one member by an exact e-mail, name or mobile number, with the reason for looking. */
export function MemberSearchPage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  useConsoleTitle(t('members.title'))
  const form = useForm<MemberSearchRequestInput, unknown, MemberSearchRequest>({
    resolver: zodResolver(MemberSearchRequestSchema),
    defaultValues: { field: 'email', value: '', reason: undefined, reasonText: '' },
  })
  const search = useMutation({ mutationFn: searchMembers })
  const reason: AccessReasonInput | undefined = search.variables && {
    reason: search.variables.reason,
    reasonText: search.variables.reasonText || undefined,
  }

  const columns = [
    column.accessor('name', {
      header: t('members.columns.name'),
      cell: (info) => (
        <Link to={`/admin/members/${info.row.original.memberId}`} state={{ reason }}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('email', { header: t('members.columns.email') }),
    column.accessor('birth', {
      header: t('members.columns.birth'),
      cell: (info) => formatDate(locale, info.getValue()),
    }),
    column.accessor('locked', {
      header: t('members.columns.account'),
      cell: (info) => (info.getValue() ? t('members.locked') : t('members.active')),
    }),
  ]
  const labels = {
    field: t('members.field'),
    value: t('members.value'),
    reason: t('reason.label'),
    reasonText: t('reason.text'),
  }

  return (
    <>
      <h1>{t('members.title')}</h1>
      <p>{t('members.intro')}</p>
      <FormProvider {...form}>
        <form
          noValidate
          role="search"
          aria-label={t('members.title')}
          className={styles.narrowForm}
          onSubmit={(event) => void form.handleSubmit((values) => search.mutate(values))(event)}
        >
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ['field', 'value', 'reason', 'reasonText'])}
            message={search.error ? toMessage(search.error) : undefined}
            submitCount={form.formState.submitCount + search.failureCount}
          />
          <RadioGroup<MemberSearchRequestInput>
            name="field"
            label={labels.field}
            required
            options={MEMBER_SEARCH_FIELDS.map((value) => ({ value, label: t(`members.fields.${value}`) }))}
          />
          <TextField<MemberSearchRequestInput>
            name="value"
            label={labels.value}
            hint={t('members.exactHint')}
            autoComplete="off"
            required
          />
          <ReasonFields<MemberSearchRequestInput> />
          <button type="submit" className="button button-primary" disabled={search.isPending}>
            {t('members.search')}
          </button>
        </form>
      </FormProvider>
      {search.data && (
        <section aria-labelledby="member-results">
          <h2 id="member-results">{t('members.results')}</h2>
          <p role="status" className={styles.count}>
            {t('members.count', { count: search.data.dataList.length })}
          </p>
          <DataTable
            caption={t('members.results')}
            columns={columns}
            data={search.data.dataList}
            getRowId={(row) => String(row.memberId)}
            emptyText={t('members.none')}
            sortLabel={(direction) => t(`table.sort.${direction}`)}
          />
        </section>
      )}
    </>
  )
}
