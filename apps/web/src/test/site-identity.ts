import type { PublishedIdentity } from '@ctc/contract/site-content'
import { http, HttpResponse } from 'msw'

const text = (kr: string, en = '', cn = '', jp = '') => ({ kr, en, cn, jp })

/** A fictional center, as the server answers its identity (not the demo seed's). */
export const TEST_IDENTITY: PublishedIdentity = {
  versionId: 1,
  name: text('한빛의료원 임상연구센터', 'Hanbit Medical Center Clinical Research Center', '韩光医疗院临床研究中心'),
  shortName: text('임상연구센터', 'Clinical Research Center'),
  address: text('부산광역시 해운대구 테스트로 1', '1 Test-ro, Haeundae-gu, Busan'),
  phone: '051-555-0100',
  fax: '',
  email: 'research@hanbit.example',
  hours: text('평일 8:30~17:30', 'Weekdays 8:30 to 17:30'),
  latitude: 35.16,
  longitude: 129.16,
  directions: text(
    '지하철 2호선 테스트역 1번 출구에서 걸어서 5분입니다.\n\n주차장은 본관 지하에 있습니다.',
    'Five minutes on foot from exit 1 of Test Station (line 2).',
  ),
  chatUrl: 'https://chat.example/hanbit',
  relatedSites: [{ label: text('보건복지부', 'Ministry of Health and Welfare'), url: 'https://www.mohw.go.kr' }],
  analyticsId: '',
  logoId: null,
}

/** `GET /api/site/identity`: the test center, for every test (every page's shell shows it). */
export const siteIdentityHandler = http.get('/api/site/identity', () => HttpResponse.json({ identity: TEST_IDENTITY }))

/** A site not yet set up. */
export const noIdentityHandler = http.get('/api/site/identity', () => HttpResponse.json({ identity: null }))

/** `GET /api/admin/site/status`: the console's set-up prompt; set up, unless a test says otherwise. */
export const siteStatusHandler = http.get('/api/admin/site/status', () => HttpResponse.json({ identitySet: true }))
