import type { SiteIdentity } from '@ctc/contract/site-content'
import type { FastifyInstance } from 'fastify'
import { insertPublished } from './site-content.repository.js'
import { SITE_TOPIC } from './site-content.service.js'

// A fictional center for tests, unlike the demo seed's: tests that look for the demo center's
// name must not find it by way of a fixture.

const text = (kr: string, en = '', cn = '', jp = '') => ({ kr, en, cn, jp })

export function buildIdentity(overrides: Partial<SiteIdentity> = {}): SiteIdentity {
  return {
    name: text(
      '한빛의료원 임상연구센터',
      'Hanbit Medical Center Clinical Research Center',
      '韩光医疗院临床研究中心',
      '',
    ),
    shortName: text('임상연구센터', 'Clinical Research Center'),
    address: text('부산광역시 해운대구 테스트로 1', '1 Test-ro, Haeundae-gu, Busan'),
    phone: '051-555-0100',
    fax: '',
    email: 'research@hanbit.example',
    hours: text('평일 8:30~17:30', 'Weekdays 8:30 to 17:30'),
    latitude: 35.16,
    longitude: 129.16,
    directions: text(
      '지하철 2호선 테스트역 1번 출구에서 걸어서 5분입니다.',
      'Five minutes on foot from exit 1 of Test Station (line 2).',
    ),
    chatUrl: '',
    relatedSites: [{ label: text('보건복지부', 'Ministry of Health and Welfare'), url: 'https://www.mohw.go.kr' }],
    analyticsId: '',
    logoId: null,
    ...overrides,
  }
}

/** Publishes an identity as an admin's save would (no access-log row), and tells the app. */
export async function publishTestIdentity(app: FastifyInstance, overrides: Partial<SiteIdentity> = {}) {
  await app.db.transaction().execute((trx) =>
    insertPublished(trx, {
      kind: 'identity',
      body: JSON.stringify(buildIdentity(overrides)),
      createdAt: app.now().toISOString(),
      createdBy: null,
      createdByName: null,
      restoredFrom: null,
    }),
  )
  await app.changes.publish({ topic: SITE_TOPIC })
}
