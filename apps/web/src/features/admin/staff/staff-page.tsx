import {
  type StaffAccount,
  type StaffCreateRequest,
  StaffCreateRequestSchema,
  type StaffSetupLinkResponse,
} from '@ctc/contract/staff-accounts'
import { STAFF_ROLES } from '@ctc/contract/staff-auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { DataTable } from '../../../components/data-table'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { SelectField, TextField } from '../../../components/form/form-fields'
import { formatDateTime } from '../../../lib/dates'
import { createStaff, resetStaff, setStaffEnabled, useStaffList } from '../api/staff-accounts'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { useStaffSession } from '../shell/use-staff-session'

const column = createColumnHelper<StaffAccount>()
type StaffAction = { kind: 'disable' | 'enable' | 'reset'; account: StaffAccount }

/** Staff accounts for admins: create (with a set-up link to hand over), list, disable, enable, reset. */
export function StaffPage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const me = useStaffSession()?.staff.staffId
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const list = useStaffList()
  useConsoleTitle(t('staff.title'))
  const [link, setLink] = useState<{ name: string; answer: StaffSetupLinkResponse }>()
  const [asking, setAsking] = useState<StaffAction>()
  const action = useMutation({
    mutationFn: async ({ kind, account }: StaffAction) => {
      if (kind === 'reset') setLink({ name: account.name, answer: await resetStaff(account.staffId) })
      else await setStaffEnabled(account.staffId, kind === 'enable')
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  })

  const columns = [
    column.accessor('name', { header: t('staff.columns.name') }),
    column.accessor('email', { header: t('staff.columns.email') }),
    column.accessor('role', { header: t('staff.columns.role'), cell: (info) => t(`roles.${info.getValue()}`) }),
    column.accessor('status', {
      header: t('staff.columns.status'),
      cell: (info) =>
        `${t(`staff.status.${info.getValue()}`)}${info.row.original.locked ? ` · ${t('staff.locked')}` : ''}`,
    }),
    column.accessor('lastLoginAt', {
      header: t('staff.columns.lastLogin'),
      cell: (info) => {
        const value = info.getValue()
        return value ? formatDateTime(locale, value) : '—'
      },
    }),
    column.display({
      id: 'actions',
      header: t('staff.columns.actions'),
      cell: (info) => {
        const account = info.row.original
        if (account.staffId === me) return t('staff.you')
        const kinds: StaffAction['kind'][] = [account.status === 'disabled' ? 'enable' : 'disable', 'reset']
        return (
          <span className={styles.rowActions}>
            {kinds.map((kind) => (
              <button
                key={kind}
                type="button"
                className={styles.linkButton}
                onClick={() => setAsking({ kind, account })}
              >
                {t(`staff.${kind}`)}
                <span className="visually-hidden"> {account.name}</span>
              </button>
            ))}
          </span>
        )
      },
    }),
  ]

  return (
    <>
      <h1>{t('staff.title')}</h1>
      {link && <SetupLink name={link.name} answer={link.answer} />}
      {action.isError && (
        <p role="alert" className={styles.error}>
          {toMessage(action.error)}
        </p>
      )}
      {list.isError ? (
        <LoadError message={toMessage(list.error)} />
      ) : (
        <DataTable
          caption={t('staff.title')}
          columns={columns}
          data={list.data?.dataList ?? []}
          getRowId={(row) => String(row.staffId)}
          emptyText={list.data ? t('staff.empty') : t('console.loading')}
          sortLabel={(direction) => t(`table.sort.${direction}`)}
        />
      )}
      <CreateStaff onCreated={(name, answer) => setLink({ name, answer })} />
      <ConfirmDialog
        open={asking !== undefined}
        message={asking ? t(`staff.confirm.${asking.kind}`, { name: asking.account.name }) : ''}
        confirmLabel={asking ? t(`staff.${asking.kind}`) : ''}
        cancelLabel={t('console.cancel')}
        onConfirm={() => {
          if (asking) action.mutate(asking)
          setAsking(undefined)
        }}
        onCancel={() => setAsking(undefined)}
      />
    </>
  )
}

function CreateStaff({ onCreated }: { onCreated: (name: string, answer: StaffSetupLinkResponse) => void }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const form = useForm<StaffCreateRequest>({
    resolver: zodResolver(StaffCreateRequestSchema),
    defaultValues: { email: '', name: '', role: 'coordinator' },
  })
  const create = useMutation({
    mutationFn: createStaff,
    onSuccess: async (answer, request) => {
      form.reset()
      onCreated(request.name, answer)
      await queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] })
    },
  })
  const labels = { email: t('staff.columns.email'), name: t('staff.columns.name'), role: t('staff.columns.role') }
  return (
    <section className={styles.panel} aria-labelledby="staff-create">
      <h2 id="staff-create">{t('staff.create')}</h2>
      <p>{t('staff.createIntro')}</p>
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.narrowForm}
          onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values))(event)}
        >
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ['email', 'name', 'role'])}
            message={create.error ? toMessage(create.error) : undefined}
            submitCount={form.formState.submitCount + create.failureCount}
          />
          <TextField<StaffCreateRequest> name="name" label={labels.name} autoComplete="off" required />
          <TextField<StaffCreateRequest> name="email" type="email" label={labels.email} autoComplete="off" required />
          <SelectField<StaffCreateRequest>
            name="role"
            label={labels.role}
            required
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {t('staff.createSubmit')}
          </button>
        </form>
      </FormProvider>
    </section>
  )
}

/** The one-time set-up link, shown once: the admin copies it and hands it over. */
function SetupLink({ name, answer }: { name: string; answer: StaffSetupLinkResponse }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const [copied, setCopied] = useState(false)
  return (
    <div className={styles.notice} role="status">
      <p>{t('staff.linkIntro', { name, time: formatDateTime(locale, answer.expiresAt) })}</p>
      <p>
        <code className={styles.setupLink}>{answer.setupLink}</code>
      </p>
      <button
        type="button"
        className="button"
        onClick={() =>
          void navigator.clipboard
            .writeText(answer.setupLink)
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {t('staff.copyLink')}
      </button>{' '}
      {copied && <span>{t('setup.copied')}</span>}
    </div>
  )
}
