import { type ApplicationStatus, CLOSING_STATUSES, CLOSING_REASONS } from '@ctc/contract/application-status'
import { CONSENT_VERSION } from '@ctc/contract/consents'
import { applicantKeys } from '../../crypto/applicant-keys.js'
import { newDataKey, sealJson } from '../../crypto/data-keys.js'
import { statusStep } from '../../modules/applications/funnel-step.js'
import type { Db } from '../database.js'

// Fictional applications to the demo notices, in every status and from several join paths over
// the past twelve weeks, so that the console's pipeline and dashboard have something to show.

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임']
const GIVEN = ['민준', '서연', '도윤', '지우', '하준', '서윤', '시우', '하은', '주원', '지민', '예준', '수아']
const JOIN_PATHS = ['01', '02', '03', '04', '05']
const WEEK_MS = 7 * 86_400_000

function statusOf(n: number): ApplicationStatus {
  // About half still open, a fifth enrolled, the rest closed for one reason or another.
  const weights: [ApplicationStatus, number][] = [
    ['received', 5],
    ['contacted', 3],
    ['prescreen_passed', 1],
    ['screening_booked', 3],
    ['screened', 2],
    ['enrolled', 4],
    ['not_eligible', 2],
    ['declined', 1],
    ['no_answer', 2],
    ['withdrawn', 1],
  ]
  let left = n % weights.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [status, weight] of weights) {
    if (left < weight) return status
    left -= weight
  }
  return 'received'
}

export async function seedDemoApplications(db: Db, secret: string | undefined, now: Date): Promise<number> {
  const studies = await db
    .selectFrom('studies')
    .select(['id', 'recruit_start'])
    .where('recruit_start', '<=', now.toISOString().slice(0, 10))
    .orderBy('id')
    .execute()
  let made = 0
  for (const [index, study] of studies.entries()) {
    const count = 2 + ((index * 7) % 9)
    for (let k = 0; k < count; k++) {
      const n = index * 11 + k * 5
      const name = `${FAMILY[n % FAMILY.length]}${GIVEN[(n * 7) % GIVEN.length]}`
      const created = new Date(now.getTime() - ((n * 37) % 84) * 86_400_000 - (k % 5) * 3_600_000)
      const at = created.toISOString()
      const status = statusOf(n)
      const birth = `${1965 + (n % 35)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 27)).padStart(2, '0')}`
      const mobile = `010-${String(2000 + ((n * 13) % 7000))}-${String(1000 + index * 17 + k)}`
      const joinPath = JOIN_PATHS[(n * 3) % JOIN_PATHS.length] ?? '01'
      const email = `demo.applicant.${index}.${k}@example.com`
      await db.transaction().execute(async (trx) => {
        const key = await newDataKey(trx, secret, now)
        const form = {
          name,
          email,
          gender: n % 2 ? 'M' : 'F',
          birth,
          mobile,
          joinPath,
          height: 155 + (n % 35),
          weight: 50 + (n % 40),
          smokeYn: n % 4 === 0 ? 'Y' : 'N',
        }
        const { id } = await trx
          .insertInto('applications')
          .values({
            study_id: study.id,
            member_id: null,
            locale: 'kr',
            status,
            furthest_step: statusStep(status),
            ...applicantKeys(secret, { email, name, birth, mobile }),
            join_path: joinPath,
            snapshot: sealJson(key, form),
            consent_version: CONSENT_VERSION,
            privacy_agreed_at: at,
            sensitive_agreed_at: at,
            closing_reason: (CLOSING_STATUSES as readonly string[]).includes(status)
              ? (CLOSING_REASONS[n % (CLOSING_REASONS.length - 1)] ?? null)
              : null,
            created_at: at,
            updated_at: at,
            last_activity_at:
              status === 'received'
                ? at
                : new Date(Math.min(created.getTime() + WEEK_MS / 2, now.getTime())).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (status !== 'received') {
          await trx
            .insertInto('application_events')
            .values({
              application_id: id,
              staff_id: null,
              staff_name: null,
              kind: 'status',
              from_status: 'received',
              to_status: status,
              reason: null,
              created_at: new Date(Math.min(created.getTime() + WEEK_MS / 2, now.getTime())).toISOString(),
            })
            .execute()
        }
      })
      made++
    }
  }
  return made
}
