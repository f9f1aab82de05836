import type {
  StaffAccount,
  StaffCreateRequest,
  StaffSetupLinkResponse,
  StaffUpdateRequest,
} from '@ctc/contract/staff-accounts'
import type { AccessAction } from '@ctc/contract/staff-access-log'
import type { StaffRole, StaffStatus } from '@ctc/contract/staff-auth'
import { isUniqueViolation } from '../../db/unique-violation.js'
import type { StaffRow } from '../../db/schema.js'
import { AppError, notFound } from '../../errors.js'
import { appendAccess } from './access-log.js'
import { type StaffContext, issueSetupLink } from './staff-auth.service.js'
import * as repo from './staff.repository.js'

/** Who does it: a staff member in the console, or the operator at the command line. */
export interface Actor {
  staffId: number | null
  name: string
}
export const COMMAND_LINE: Actor = { staffId: null, name: 'command line' }

function toAccount(row: StaffRow): StaffAccount {
  return {
    staffId: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    status: row.status as StaffStatus,
    locked: row.locked_at !== null,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  }
}

const log = (ctx: StaffContext, actor: Actor, action: AccessAction, staffId: number) =>
  appendAccess(
    ctx.db,
    {
      staffId: actor.staffId,
      staffName: actor.name,
      action,
      recordType: 'staff',
      recordId: staffId,
      address: ctx.address,
    },
    ctx.now,
  )

export async function listAccounts(ctx: StaffContext): Promise<StaffAccount[]> {
  return (await repo.listStaff(ctx.db)).map(toAccount)
}

/** A new account, pending until its set-up link is used. */
export async function createAccount(
  ctx: StaffContext,
  actor: Actor,
  input: StaffCreateRequest,
  publicUrl: string,
): Promise<StaffSetupLinkResponse> {
  const nowIso = ctx.now.toISOString()
  let staffId: number
  try {
    staffId = await repo.insertStaff(ctx.db, {
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      status: 'pending',
      password_hash: null,
      totp_secret: null,
      pending_totp_secret: null,
      locked_at: null,
      last_login_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
  } catch (error) {
    // Two admins creating the same e-mail at once: the unique index refused the second.
    if (isUniqueViolation(error)) throw new AppError(409, 'STAFF_EMAIL_TAKEN', 'A staff account has this e-mail')
    throw error
  }
  await log(ctx, actor, 'staff.created', staffId)
  return issueSetupLink(ctx, staffId, publicUrl)
}

async function existing(ctx: StaffContext, staffId: number): Promise<StaffRow> {
  const row = await repo.findStaffById(ctx.db, staffId)
  if (!row) throw notFound('No such staff account')
  return row
}

function refuseSelf(actor: Actor, staffId: number, what: string) {
  if (actor.staffId === staffId) throw new AppError(409, 'SELF_CHANGE_REFUSED', `You cannot ${what} your own account`)
}

export async function updateAccount(ctx: StaffContext, actor: Actor, staffId: number, input: StaffUpdateRequest) {
  await existing(ctx, staffId)
  if (input.role !== undefined) refuseSelf(actor, staffId, 'change the role of')
  await repo.updateStaff(ctx.db, staffId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.role !== undefined ? { role: input.role } : {}),
    updated_at: ctx.now.toISOString(),
  })
  await log(ctx, actor, 'staff.updated', staffId)
  return toAccount(await existing(ctx, staffId))
}

/** Refuses every login and ends every session of the account. */
export async function disableAccount(ctx: StaffContext, actor: Actor, staffId: number) {
  await existing(ctx, staffId)
  refuseSelf(actor, staffId, 'disable')
  const nowIso = ctx.now.toISOString()
  await repo.updateStaff(ctx.db, staffId, { status: 'disabled', updated_at: nowIso })
  await repo.endStaffSessions(ctx.db, { staffId }, nowIso)
  await log(ctx, actor, 'staff.disabled', staffId)
  return toAccount(await existing(ctx, staffId))
}

export async function enableAccount(ctx: StaffContext, actor: Actor, staffId: number) {
  const row = await existing(ctx, staffId)
  await repo.updateStaff(ctx.db, staffId, {
    status: row.totp_secret ? 'active' : 'pending',
    updated_at: ctx.now.toISOString(),
  })
  await log(ctx, actor, 'staff.enabled', staffId)
  return toAccount(await existing(ctx, staffId))
}

/**
 * Password and authenticator again: every session ends, the old ones stop working, the lock
 * lifts, and a new set-up link is answered. A disabled account stays disabled.
 */
export async function resetAccount(ctx: StaffContext, actor: Actor, staffId: number, publicUrl: string) {
  const row = await existing(ctx, staffId)
  const nowIso = ctx.now.toISOString()
  await repo.updateStaff(ctx.db, staffId, {
    status: row.status === 'disabled' ? 'disabled' : 'pending',
    password_hash: null,
    totp_secret: null,
    pending_totp_secret: null,
    failed_logins: 0,
    locked_at: null,
    updated_at: nowIso,
  })
  await repo.endStaffSessions(ctx.db, { staffId }, nowIso)
  await log(ctx, actor, 'staff.reset', staffId)
  return issueSetupLink(ctx, staffId, publicUrl)
}

export async function findAccountByEmail(ctx: StaffContext, email: string): Promise<StaffAccount> {
  const row = await repo.findStaffByEmail(ctx.db, email)
  if (!row) throw notFound('No staff account has this e-mail')
  return toAccount(row)
}
