import { randomBytes } from 'node:crypto'
import {
  APPLICATION_STATUSES,
  CLOSING_REASONS,
  CLOSING_STATUSES,
  type ApplicationStatus,
} from '@ctc/contract/application-status'
import { CONSENT_VERSION } from '@ctc/contract/consents'
import { ACCESS_REASONS, type AccessAction } from '@ctc/contract/staff-access-log'
import type { StaffRole } from '@ctc/contract/staff-auth'
import { VolunteerHealthSchema } from '@ctc/contract/volunteer-form'
import { sql } from 'kysely'
import * as OTPAuth from 'otpauth'
import { applicantKeys } from '../../crypto/applicant-keys.js'
import { type DataKey, sealJson, wrapDataKey } from '../../crypto/data-keys.js'
import { addDays, seoulToday } from '../../lib/seoul-dates.js'
import { hashPassword } from '../../modules/auth/passwords.js'
import { statusStep } from '../../modules/applications/funnel-step.js'
import { memberIndex, MEMBER_LOOKUP_VERSION } from '../../modules/members/members.repository.js'
import { memberRow, volunteerProfileRow } from '../../modules/members/members.service.js'
import { rowHash, newestAccessPoint } from '../../modules/staff/access-log.js'
import * as accounts from '../../modules/staff/staff-accounts.service.js'
import * as staffAuth from '../../modules/staff/staff-auth.service.js'
import { createStudy } from '../../modules/studies/studies.service.js'
import { type Db, driverHandle } from '../database.js'
import { demoStudy } from './demo-studies.js'
import { buildHealthAnswers } from '../../modules/members/members.factory.js'

// Fictional data at the size of a large trials center after five years (issue 30), for the
// console benchmark (`npm run bench:console`) and, at a small scale, for a test that the app reads
// it. Members, forms and applications are sealed per member as the app seals them; the access
// log is chained as appendAccess chains it; staff accounts are set up through the real services.
// Choices come from a seeded generator, so every run writes the same people and the same history
// (only the random keys and IVs of the encryption differ). Rows go in with bulk statements: one
// transaction of prepared inserts on SQLite, multi-row inserts from arrays (unnest) on PostgreSQL.

/** Bumped whenever the generated data changes, so that cached copies are made again. */
export const CONSOLE_DATA_VERSION = 5

/** The table of issue 30 at scale 1. */
export const FULL_SIZE = {
  members: 100_000,
  notices: 1_500,
  applications: 400_000,
  events: 2_000_000,
  accessLog: 5_000_000,
  jobs: 1_000_000,
}
/** The notices the bench reads: one with this many applications for the pipeline, one for the large export. */
export const PIPELINE_NOTICE_APPLICATIONS = 3_000
export const EXPORT_NOTICE_APPLICATIONS = 50_000
export const STAFF_COUNT = 20
export const CONSOLE_DATA_PASSWORD = 'Console#Bench2026'

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황']
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '지우',
  '하준',
  '서윤',
  '시우',
  '하은',
  '주원',
  '지민',
  '예준',
  '수아',
  '지호',
  '채원',
]
const JOIN_PATHS = ['01', '02', '03', '04', '05']
// The open steps of the pipeline, up to enrolment.
const OPEN_FLOW = APPLICATION_STATUSES.slice(0, APPLICATION_STATUSES.indexOf('enrolled') + 1)
const LOG_ACTIONS: { action: AccessAction; type: string | null }[] = [
  { action: 'application.list', type: 'notice' },
  { action: 'application.view', type: 'application' },
  { action: 'application.status', type: 'application' },
  { action: 'member.search', type: null },
  { action: 'member.view', type: 'member' },
  { action: 'staff.login', type: 'staff' },
  { action: 'pool.search', type: 'notice' },
  { action: 'question.view', type: 'question' },
]

export interface ConsoleDataSize {
  members: number
  notices: number
  applications: number
  events: number
  accessLog: number
  jobs: number
}

export function sizeAt(scale: number): ConsoleDataSize {
  const at = (n: number, least: number) => Math.max(least, Math.round(n * scale))
  return {
    members: at(FULL_SIZE.members, 40),
    notices: at(FULL_SIZE.notices, 4),
    applications: at(FULL_SIZE.applications, 60),
    events: at(FULL_SIZE.events, 120),
    accessLog: at(FULL_SIZE.accessLog, 200),
    jobs: at(FULL_SIZE.jobs, 20),
  }
}

/** What the bench needs to know of the data: where the large notices are, who can log in. */
export interface ConsoleDataManifest {
  version: number
  scale: number
  size: ConsoleDataSize
  generatedAt: string
  pipelineNoticeId: number
  pipelineApplications: number
  exportNoticeId: number
  exportApplications: number
  staff: { email: string; name: string; role: StaffRole; totpSecret: string }[]
  /** A member to search for by exact e-mail and by name. */
  sampleMember: { email: string; name: string }
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same data. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

interface Stream {
  add(row: unknown[]): Promise<void>
  flush(): Promise<void>
}

interface BulkWriter {
  insert(table: string, columns: string[], rows: unknown[][]): Promise<void>
  /** Rows collected and written in batches; the streams named in `after` are flushed before each batch. */
  stream(table: string, columns: string[], after?: Stream[]): Stream
  finish(): Promise<void>
}

async function sqliteWriter(db: Db): Promise<BulkWriter> {
  const handle = driverHandle(db)
  if (handle.dialect !== 'sqlite') throw new Error('not SQLite')
  const sqlite = handle.database
  sqlite.pragma('foreign_keys = OFF')
  sqlite.pragma('synchronous = OFF')
  sqlite.exec('begin')
  const statements = new Map<string, ReturnType<typeof sqlite.prepare>>()
  const insert = (table: string, columns: string[], rows: unknown[][]) => {
    const key = `${table}(${columns.join(',')})`
    let statement = statements.get(key)
    if (!statement) {
      statement = sqlite.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      )
      statements.set(key, statement)
    }
    for (const row of rows) statement.run(row)
    return Promise.resolve()
  }
  return {
    insert,
    stream: (table, columns) => ({
      add: (row) => insert(table, columns, [row]),
      flush: () => Promise.resolve(),
    }),
    finish: () => {
      sqlite.exec('commit')
      sqlite.pragma('synchronous = NORMAL')
      sqlite.pragma('foreign_keys = ON')
      return Promise.resolve()
    },
  }
}

const PG_BATCH = 5_000

async function postgresWriter(db: Db): Promise<BulkWriter> {
  const handle = driverHandle(db)
  if (handle.dialect !== 'postgres') throw new Error('not PostgreSQL')
  const client = await handle.pool.connect()
  await client.query('begin')
  await client.query('set local synchronous_commit = off')
  const types = new Map<string, Map<string, string>>()
  const columnTypes = async (table: string) => {
    let found = types.get(table)
    if (!found) {
      const result = await client.query<{ column_name: string; udt_name: string }>(
        'select column_name, udt_name from information_schema.columns where table_name = $1 and table_schema = current_schema()',
        [table],
      )
      found = new Map(result.rows.map((row) => [row.column_name, row.udt_name]))
      types.set(table, found)
    }
    return found
  }
  const insert = async (table: string, columns: string[], rows: unknown[][]) => {
    const udt = await columnTypes(table)
    for (let start = 0; start < rows.length; start += PG_BATCH) {
      const batch = rows.slice(start, start + PG_BATCH)
      const arrays = columns.map((_, index) => batch.map((row) => row[index] ?? null))
      const casts = columns.map((column, index) => `$${index + 1}::${udt.get(column) ?? 'text'}[]`)
      await client.query(
        `insert into ${table} (${columns.join(', ')}) select * from unnest(${casts.join(', ')})`,
        arrays,
      )
    }
  }
  return {
    insert,
    stream: (table, columns, after = []) => {
      let pending: unknown[][] = []
      const flush = async () => {
        // Foreign keys are checked at once: the rows referred to go in first.
        for (const stream of after) await stream.flush()
        const rows = pending
        pending = []
        await insert(table, columns, rows)
      }
      return {
        add: async (row) => {
          pending.push(row)
          if (pending.length >= PG_BATCH) await flush()
        },
        flush,
      }
    },
    finish: async () => {
      try {
        await client.query('commit')
        // Explicit ids were written: the identity columns continue after them.
        for (const table of ['members', 'data_keys', 'applications', 'application_events', 'jobs']) {
          await client.query(
            `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`,
          )
        }
        // What autovacuum would have done long before a real database reached this size.
        await client.query('analyze')
      } finally {
        client.release()
      }
    },
  }
}

const iso = (ms: number) => new Date(ms).toISOString()
const DAY = 86_400_000

/** The keys of the sealed values, as the data_keys row stores them. */
function newKey(secret: string, id: number): { key: DataKey; row: unknown[] } {
  const key = { id, key: randomBytes(32) }
  const wrapped = wrapDataKey(secret, key.key)
  return { key, row: [id, wrapped.kekId, wrapped.wrappedKey] }
}

/**
 * Fills a migrated, empty database (reference codes seeded) with the console's data at `scale` of
 * issue 30's table, as of `now`. Answers the manifest the bench reads.
 */
export async function generateConsoleData(
  db: Db,
  options: { secret: string; scale: number; now: Date; staff?: number; log?: (line: string) => void },
): Promise<ConsoleDataManifest> {
  const { secret, now } = options
  const log = options.log ?? (() => {})
  // Fewer accounts (at least three: privacy officer, admin, coordinator) keep the test fast.
  const staffCount = Math.max(3, options.staff ?? STAFF_COUNT)
  const size = sizeAt(options.scale)
  const random = seeded(0xc7c_2026)
  const nowMs = now.getTime()
  // A password hash is slow by design: every fictional member shares one, made once.
  const memberPasswordHash = await hashPassword(CONSOLE_DATA_PASSWORD)
  const fiveYears = 5 * 365 * DAY
  const today = seoulToday(now)
  const started = Date.now()
  const lap = (what: string) => log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)

  // Staff, through the real services: their setup rows start the access-log chain.
  const staff: ConsoleDataManifest['staff'] = []
  const clock = new Date(nowMs - 60_000)
  for (let index = 0; index < staffCount; index++) {
    const role: StaffRole = index === 0 ? 'privacy_officer' : index === 1 ? 'admin' : 'coordinator'
    const name = `${FAMILY[index % FAMILY.length]}${GIVEN[(index * 5) % GIVEN.length]}`
    const email = `staff${index + 1}@bench.example`
    const ctx = { db, now: clock, address: '127.0.0.1', secret }
    const link = await accounts.createAccount(ctx, accounts.COMMAND_LINE, { email, name, role }, 'http://localhost')
    const token = link.setupLink.slice(link.setupLink.indexOf('#token=') + '#token='.length)
    const { secret: totpSecret } = await staffAuth.setupPassword(ctx, token, CONSOLE_DATA_PASSWORD)
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totpSecret) }).generate({
      timestamp: clock.getTime(),
    })
    await staffAuth.finishSetup(ctx, token, code)
    staff.push({ email, name, role, totpSecret })
  }
  const staffIds = (await db.selectFrom('staff').select(['id', 'name']).orderBy('id').execute()).map((row) => ({
    id: row.id,
    name: row.name,
  }))
  lap('staff set up')

  // Notices through the app's own service, spread over five years of recruitment.
  const noticeIds: number[] = []
  for (let index = 0; index < size.notices; index++) {
    const input = demoStudy(index, today)
    const startMs = nowMs - fiveYears + Math.floor((fiveYears * index) / size.notices)
    const start = seoulToday(new Date(startMs))
    const id = await createStudy(
      db,
      {
        ...input,
        study: {
          ...input.study,
          recruit_start: start,
          recruit_end: addDays(start, 30 + (index % 90)),
          owner_staff_id: staffIds[2 + (index % (staffCount - 2))]?.id ?? null,
        },
        files: [],
      },
      new Date(startMs),
    )
    noticeIds.push(id)
  }
  lap(`${size.notices} notices`)

  const writer = driverHandle(db).dialect === 'sqlite' ? await sqliteWriter(db) : await postgresWriter(db)

  // Members with their volunteer forms, each sealed with the member's own key.
  const memberKeys: DataKey[] = []
  const members = writer.stream('members', [
    'id',
    'email',
    'password_hash',
    'name',
    'gender',
    'birth_date',
    'mobile',
    'mobile_digits',
    'other_contact',
    'address',
    'nationality',
    'join_path',
    'prefer_contact_1',
    'prefer_contact_2',
    'prefer_contact_3',
    'prefer_contact_4',
    'prefer_contact_5',
    'subject_type',
    'always_apply_yn',
    'participation_term',
    'locale',
    'role',
    'failed_logins',
    'pool_id',
    'personal',
    'lookup_version',
    'created_at',
    'updated_at',
  ])
  const keyRows = writer.stream('data_keys', ['id', 'kek_id', 'wrapped_key', 'member_id', 'created_at'], [members])
  const profiles = writer.stream(
    'volunteer_profiles',
    ['member_id', 'height', 'weight', 'smoking', 'sick_cd', 'sbj_cond', 'disease_code', 'bmi', 'answers', 'updated_at'],
    [members],
  )
  const people: { name: string; email: string; birth: string; mobile: string; gender: string }[] = []
  const base = buildHealthAnswers()
  // Never, former and current smokers, each valid as the form's schema checks it.
  const templates = [
    VolunteerHealthSchema.parse(base),
    VolunteerHealthSchema.parse({ ...base, smokeYn: 'P', smokeLastDate: '2020-01-01' }),
    VolunteerHealthSchema.parse({ ...base, smokeYn: 'Y', smokeLastDate: '2026-01-01', cigarettesPerDay: 10 }),
  ]
  for (let id = 1; id <= size.members; id++) {
    const gender = random.next() < 0.5 ? 'M' : 'F'
    const name = `${random.pick(FAMILY)}${random.pick(GIVEN)}${id % 7 === 0 ? random.pick(GIVEN) : ''}`
    const birth = `${random.int(1950, 2005)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
    const mobile = `010-${String(2000 + Math.floor(id / 10_000)).padStart(4, '0')}-${String(id % 10_000).padStart(4, '0')}`
    const email = `member${id}@bench.example`
    const createdMs = nowMs - fiveYears + Math.floor((fiveYears * id) / size.members)
    const at = iso(createdMs)
    const row = memberRow(
      {
        userId: email,
        password: '',
        passwordConfirm: '',
        name,
        gender,
        birth,
        mobile,
        otherContact: '',
        address: `서울특별시 종로구 대학로 ${1 + (id % 300)}`,
        nationality: '대한민국',
        joinPath: random.pick(JOIN_PATHS),
        preferContact1: '01',
        preferContact2: '03',
        preferContact3: '',
        preferContact4: '',
        preferContact5: '',
        sbjTy: random.next() < 0.8 ? '01' : '02',
        alwaysApplyYn: random.next() < 0.7 ? 'Y' : 'N',
        entryMonth: String(random.int(1, 12)),
      },
      { passwordHash: memberPasswordHash, locale: 'kr', now: at },
    )
    const { key, row: keyRow } = newKey(secret, id)
    memberKeys[id] = key
    await keyRows.add([...keyRow, id, at])
    const personal = { email, name, mobile, other_contact: '', address: row.address }
    await members.add([
      id,
      memberIndex.email(secret, email),
      memberPasswordHash,
      memberIndex.name(secret, name),
      row.gender,
      row.birth_date,
      '',
      memberIndex.mobileDigits(secret, mobile),
      '',
      '',
      row.nationality,
      row.join_path,
      row.prefer_contact_1,
      row.prefer_contact_2,
      row.prefer_contact_3,
      row.prefer_contact_4,
      row.prefer_contact_5,
      row.subject_type,
      row.always_apply_yn,
      row.participation_term,
      row.locale,
      row.role,
      0,
      `B${String(id).padStart(11, '0')}`,
      sealJson(key, personal),
      MEMBER_LOOKUP_VERSION,
      at,
      at,
    ])
    const health = {
      ...random.pick([templates[0], templates[0], templates[0], templates[1], templates[2]]),
      height: random.int(150, 192),
      weight: random.int(45, 105),
    } as (typeof templates)[0]
    const profile = volunteerProfileRow(id, health, at, key)
    await profiles.add([
      id,
      profile.height,
      profile.weight,
      profile.smoking,
      profile.sick_cd,
      profile.sbj_cond,
      profile.disease_code,
      profile.bmi,
      profile.answers,
      at,
    ])
    people.push({ name, email, birth, mobile, gender })
  }
  await members.flush()
  await profiles.flush()
  lap(`${size.members} members`)

  // Applications: the first notice holds the large export (at a scale from 0.2 up, 50,000), the
  // second the pipeline's 3,000, the rest share what is left. Members apply at most once per notice; the others are non-members.
  const exportApplications = Math.min(EXPORT_NOTICE_APPLICATIONS, Math.floor(size.applications * 0.65))
  const pipelineApplications = Math.min(PIPELINE_NOTICE_APPLICATIONS, Math.floor(size.applications / 8))
  const perNotice: number[] = noticeIds.map(() => 0)
  perNotice[0] = exportApplications
  perNotice[1] = pipelineApplications
  const rest = size.applications - exportApplications - pipelineApplications
  for (let k = 0; k < rest; k++) {
    const notice = 2 + (k % (noticeIds.length - 2))
    perNotice[notice] = (perNotice[notice] ?? 0) + 1
  }
  const applications = writer.stream('applications', [
    'id',
    'study_id',
    'member_id',
    'locale',
    'status',
    'applicant_email',
    'applicant_name_key',
    'applicant_birth',
    'applicant_mobile_digits',
    'snapshot',
    'consent_version',
    'privacy_agreed_at',
    'sensitive_agreed_at',
    'created_at',
    'updated_at',
    'owner_staff_id',
    'next_action_on',
    'last_activity_at',
    'join_path',
    'channel',
    'closing_reason',
    'furthest_step',
    'first_contacted_at',
    'first_contact_ms',
  ])
  const events = writer.stream(
    'application_events',
    ['id', 'application_id', 'staff_id', 'staff_name', 'kind', 'from_status', 'to_status', 'created_at'],
    [applications],
  )
  const eventsPerApplication = size.events / size.applications
  let applicationId = 0
  let eventId = 0
  let guestKeyId = size.members
  const eventOwed = { value: 0 }
  for (const [index, studyId] of noticeIds.entries()) {
    const count = perNotice[index] ?? 0
    const noticeStartMs = nowMs - fiveYears + Math.floor((fiveYears * index) / noticeIds.length)
    // The large notices are recent, so that the dashboard of one notice has weeks to count.
    const baseMs = index < 2 ? nowMs - 60 * DAY : noticeStartMs
    const firstMember = 1 + ((index * 7919) % size.members)
    for (let k = 0; k < count; k++) {
      applicationId++
      const createdMs = Math.min(nowMs - 3_600_000, baseMs + Math.floor((60 * DAY * k) / Math.max(count, 1)))
      const at = iso(createdMs)
      const isMember = k < size.members && random.next() < 0.7
      const memberId = isMember ? ((firstMember - 1 + k) % size.members) + 1 : null
      const person =
        memberId === null
          ? {
              name: `${random.pick(FAMILY)}${random.pick(GIVEN)}`,
              email: `guest${applicationId}@bench.example`,
              birth: `${random.int(1950, 2005)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
              mobile: `011-${String(Math.floor(applicationId / 10_000)).padStart(4, '0')}-${String(applicationId % 10_000).padStart(4, '0')}`,
              gender: random.next() < 0.5 ? 'M' : 'F',
            }
          : (people[memberId - 1] as (typeof people)[number])
      let key: DataKey
      if (memberId === null) {
        guestKeyId++
        const made = newKey(secret, guestKeyId)
        key = made.key
        await keyRows.add([...made.row, null, at])
      } else {
        key = memberKeys[memberId] as DataKey
      }
      const joinPath = random.pick(JOIN_PATHS)
      const form = {
        name: person.name,
        email: person.email,
        gender: person.gender,
        birth: person.birth,
        mobile: person.mobile,
        joinPath,
        height: random.int(150, 190),
        weight: random.int(45, 100),
        smokeYn: random.next() < 0.2 ? 'Y' : 'N',
      }
      // Most of a five-year history is closed; the recent notices are still being worked.
      const steps = random.int(0, OPEN_FLOW.length - 1)
      const closed = random.next() < (index < 2 ? 0.2 : 0.6)
      const status: ApplicationStatus = closed ? random.pick(CLOSING_STATUSES) : (OPEN_FLOW[steps] as ApplicationStatus)
      const owner = random.next() < 0.6 ? (staffIds[2 + random.int(0, staffCount - 3)] ?? null) : null
      const lastMs = Math.min(nowMs - 60_000, createdMs + random.int(0, 20) * DAY)
      // The history: created, then the status changes that lead to its status (through the open
      // steps up to it, then its closing status if it closed; straight to it when the events are
      // too few) and owner changes, as many events as the table's ratio asks.
      eventOwed.value += eventsPerApplication
      const eventCount = Math.floor(eventOwed.value)
      eventOwed.value -= eventCount
      const isStatusSlot = (e: number) => e > 0 && e % 3 !== 2
      const slots = Array.from({ length: eventCount }, (_, e) => e).filter(isStatusSlot).length
      const reached = closed ? Math.min(steps, OPEN_FLOW.length - 2) : steps
      const route = [...OPEN_FLOW.slice(1, reached + 1), ...(closed ? [status] : [])]
      const changes = route.length > slots && slots > 0 ? [...route.slice(0, slots - 1), status] : route
      const history: unknown[][] = []
      let from: ApplicationStatus = 'received'
      let furthest = statusStep(status)
      // The first status event by a staff member (as firstContactWith keeps it on the row).
      let firstContactMs: number | null = null
      for (let e = 0; e < eventCount; e++) {
        eventId++
        const eventMs = Math.min(nowMs - 60_000, createdMs + e * 3_600_000)
        const who = e === 0 ? null : (owner ?? staffIds[2])
        const to = isStatusSlot(e) ? changes.shift() : undefined
        if (e === 0) {
          history.push([eventId, applicationId, null, null, 'created', null, 'received', iso(eventMs)])
        } else if (to === undefined) {
          history.push([eventId, applicationId, who?.id ?? null, who?.name ?? null, 'owner', null, null, iso(eventMs)])
        } else {
          history.push([eventId, applicationId, who?.id ?? null, who?.name ?? null, 'status', from, to, iso(eventMs)])
          furthest = Math.max(furthest, statusStep(to))
          if (who && firstContactMs === null) firstContactMs = eventMs
          from = to
        }
      }
      await applications.add([
        applicationId,
        studyId,
        memberId,
        'kr',
        status,
        ...Object.values(
          applicantKeys(secret, { email: person.email, name: person.name, birth: person.birth, mobile: person.mobile }),
        ),
        sealJson(key, form),
        CONSENT_VERSION,
        at,
        at,
        at,
        iso(lastMs),
        owner?.id ?? null,
        random.next() < 0.3 ? addDays(seoulToday(new Date(lastMs)), random.int(1, 14)) : null,
        iso(lastMs),
        joinPath,
        random.next() < 0.9 ? 'online' : 'phone',
        closed ? random.pick(CLOSING_REASONS) : null,
        furthest,
        firstContactMs === null ? null : iso(firstContactMs),
        firstContactMs === null ? null : firstContactMs - createdMs,
      ])
      for (const event of history) await events.add(event)
    }
  }
  await keyRows.flush()
  await applications.flush()
  await events.flush()
  lap(`${applicationId} applications, ${eventId} events`)

  // The access log, continuing the chain the staff set-up began: about one row every half minute.
  const head = await newestAccessPoint(db)
  let prevHash = head?.hash ?? '0'.repeat(64)
  const firstSeq = (head?.seq ?? 0) + 1
  const logRows = writer.stream('access_log', [
    'seq',
    'occurred_at',
    'staff_id',
    'staff_name',
    'action',
    'record_type',
    'record_id',
    'reason',
    'reason_text',
    'address',
    'row_count',
    'prev_hash',
    'hash',
  ])
  const logStartMs = nowMs - fiveYears - 120_000
  for (let k = 0; k < size.accessLog; k++) {
    const kind = random.pick(LOG_ACTIONS)
    const who = staffIds[random.int(0, staffCount - 1)] ?? { id: 0, name: '' }
    const recordId =
      kind.type === 'notice'
        ? String(random.pick(noticeIds))
        : kind.type === 'application'
          ? String(random.int(1, Math.max(applicationId, 1)))
          : kind.type === 'member'
            ? String(random.int(1, size.members))
            : kind.type === 'staff'
              ? String(who.id)
              : null
    const row = {
      seq: firstSeq + k,
      occurred_at: iso(logStartMs + Math.floor((fiveYears * k) / size.accessLog)),
      staff_id: who.id,
      staff_name: who.name,
      action: kind.action,
      record_type: kind.type,
      record_id: recordId,
      reason: kind.action === 'member.view' ? random.pick(ACCESS_REASONS.slice(0, 5)) : null,
      reason_text: null,
      address: `10.20.${random.int(0, 3)}.${random.int(1, 254)}`,
      row_count: null,
      prev_hash: prevHash,
    }
    const hash = rowHash(row)
    await logRows.add([...Object.values(row), hash])
    prevHash = hash
  }
  await logRows.flush()
  lap(`${size.accessLog} access-log rows`)

  // Done jobs: five years of mails and alerts.
  const jobs = writer.stream('jobs', [
    'id',
    'kind',
    'unique_key',
    'payload',
    'status',
    'attempts',
    'max_attempts',
    'run_at',
    'result',
    'created_at',
    'updated_at',
    'finished_at',
  ])
  const jobKinds = ['application.new', 'alerts.match', 'alerts.mail', 'pipeline.status_mail', 'password-reset-mail']
  for (let id = 1; id <= size.jobs; id++) {
    const kind = jobKinds[id % jobKinds.length] as string
    const at = iso(nowMs - fiveYears + Math.floor((fiveYears * id) / size.jobs))
    await jobs.add([id, kind, `${kind}:bench:${id}`, `{"id":${id}}`, 'done', 1, 5, at, null, at, at, at])
  }
  await jobs.flush()
  await writer.finish()
  lap(`${size.jobs} done jobs`)

  const sample = people[Math.floor(people.length / 2)] ?? people[0]
  return {
    version: CONSOLE_DATA_VERSION,
    scale: options.scale,
    size,
    generatedAt: now.toISOString(),
    pipelineNoticeId: noticeIds[1] ?? 0,
    pipelineApplications,
    exportNoticeId: noticeIds[0] ?? 0,
    exportApplications,
    staff,
    sampleMember: { email: sample?.email ?? '', name: sample?.name ?? '' },
  }
}

/** Rows per table, to check what was written. */
export async function countRows(db: Db) {
  const tables = [
    'members',
    'volunteer_profiles',
    'studies',
    'applications',
    'application_events',
    'access_log',
    'jobs',
  ]
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)
    counts[table] = Number(row.rows[0]?.n ?? 0)
  }
  return counts
}
