import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_NOTICE } from '@ctc/contract/staff-notices'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatuses, fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { FILES, buildNoticeInput } from './notices.factory.js'

const now = new Date('2026-11-24T01:00:00.000Z')

describe('notices in the console', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let headers: Record<string, string>
  beforeAll(async () => {
    app = await createTestApp({ now: () => now })
    headers = (await staffWithSession(app)).headers
  })
  afterAll(() => app.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  const call = (method: Method, url: string, payload?: object, extra: Record<string, string> = headers) =>
    app.inject({ method, url, headers: extra, ...(payload ? { payload } : {}) })
  const create = async (overrides = {}, publish = false) => {
    const response = await call('POST', '/api/admin/notices', { notice: buildNoticeInput(overrides), publish })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ studyId: number; status: string; updatedAt: string }>()
  }
  const upload = (studyId: number, fileName: string, bytes: Buffer) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/notices/${studyId}/files?fileName=${encodeURIComponent(fileName)}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    })
  const publicView = (studyId: number, lang = 'en') =>
    app.inject({ method: 'GET', url: `/api/${lang}/recruit/view?studyId=${studyId}` })
  const publicList = async () =>
    (await app.inject({ method: 'POST', url: '/api/kr/recruit/list', payload: { cp: 1 } })).json<{
      dataList: { studyId: number; status: string }[]
    }>().dataList

  it.each([
    ['GET', '/api/admin/notices'],
    ['POST', '/api/admin/notices'],
    ['GET', '/api/admin/notices/1'],
    ['PUT', '/api/admin/notices/1'],
    ['POST', '/api/admin/notices/1/close'],
    ['GET', '/api/admin/notices/1/preview'],
    ['DELETE', '/api/admin/notices/1/files/1'],
  ] as const)('%s %s refuses no token and a member token', async (method, url) => {
    expect((await call(method, url, {}, {})).statusCode).toBe(401)
    const member = await memberWithSession(app)
    expect((await call(method, url, {}, { 'x-auth-token': member.token })).statusCode).toBe(401)
  })

  it('keeps a draft off the public site until it is published; the preview shows it', async () => {
    const before = await publicList()
    const { studyId, status } = await create()
    expect(status).toBe('draft')
    expect((await publicView(studyId)).statusCode).toBe(404)
    expect(await publicList()).toEqual(before)
    const preview = await call('GET', `/api/admin/notices/${studyId}/preview?lang=en`)
    expect(preview.json().studyData).toMatchObject({ studyId, title: 'Phase 1 in healthy adults' })

    const published = await call('POST', `/api/admin/notices/${studyId}/publish`)
    expect(published.json().status).toBe('open')
    // The cached public list is dropped at once, not after its seconds.
    expect((await publicList()).map((card) => card.studyId)).toContain(studyId)
    expect((await publicView(studyId, 'jp')).json().studyData).toMatchObject({
      title: '건강한 성인 대상 1상 시험',
      fallbackLocale: 'kr',
    })
  })

  it('closes, reopens and unpublishes, refusing actions that do not fit the state', async () => {
    const { studyId } = await create({}, true)
    expect((await publicView(studyId)).json().studyData.status).toBe('open')
    expect((await call('POST', `/api/admin/notices/${studyId}/close`)).json().status).toBe('closed')
    expect((await publicView(studyId)).json().studyData.status).toBe('closed')
    const again = await call('POST', `/api/admin/notices/${studyId}/close`)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('NOTICE_ACTION_REFUSED')
    expect((await call('POST', `/api/admin/notices/${studyId}/reopen`)).json().status).toBe('open')
    expect((await call('POST', `/api/admin/notices/${studyId}/unpublish`)).json().status).toBe('draft')
    expect((await publicView(studyId)).statusCode).toBe(404)
    expect((await call('POST', `/api/admin/notices/${studyId}/close`)).json().error.code).toBe('NOTICE_ACTION_REFUSED')
    expect((await call('POST', '/api/admin/notices/999999/publish')).statusCode).toBe(404)
  })

  it('saves an edit read at the current version, refuses a stale one, and sanitizes the details', async () => {
    const { studyId, updatedAt } = await create()
    const edited = buildNoticeInput({
      texts: {
        kr: { title: '수정한 제목', detailsHtml: '<p onclick="x()">안내<script>alert(1)</script></p>' },
        en: null,
        cn: { title: '修改后的标题', detailsHtml: '' },
        jp: null,
      },
    })
    const saved = await call('PUT', `/api/admin/notices/${studyId}`, { notice: edited, updatedAt })
    expect(saved.statusCode).toBe(200)
    const stale = await call('PUT', `/api/admin/notices/${studyId}`, { notice: edited, updatedAt })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('EDIT_CONFLICT')
    const detail = (await call('GET', `/api/admin/notices/${studyId}`)).json()
    expect(detail.notice.texts.kr).toMatchObject({ title: '수정한 제목', detailsHtml: '<p>안내</p>' })
    expect(detail.notice.texts.en).toBeNull()
    expect(detail.notice.texts.cn.title).toBe('修改后的标题')
    expect(detail.updatedAt).toBe(saved.json().updatedAt)
  })

  it('never serves an edited notice stale once the edit is acknowledged, and answers 304 to a current tag', async () => {
    const { studyId, updatedAt } = await create({ recruitStart: '2026-11-01', recruitEnd: '2026-12-31' }, true)
    const tab = (etag?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/kr/main/healtyStudyList?pgNum=1',
        headers: etag ? { 'if-none-match': etag } : {},
      })
    const titleIn = (cards: { studyId: number; title: string }[]) =>
      cards.find((card) => card.studyId === studyId)?.title
    // The list as everyone sees it (a kept answer) and with a person's values (answered from the
    // index and the card rows each time).
    const listedWith = async (payload: object) =>
      titleIn(
        (await app.inject({ method: 'POST', url: '/api/kr/recruit/list', payload })).json<{
          dataList: { studyId: number; title: string }[]
        }>().dataList,
      )
    const listed = () => listedWith({ cp: 1 })
    const listedForAge = () => listedWith({ cp: 1, age: 30, weightKg: 70 })
    const original = await listed()
    expect(original).toBeDefined()
    expect(await listedForAge()).toBe(original)
    // Every public read is kept in memory before the edit.
    const first = await tab()
    const etag = first.headers.etag as string
    // And the home page as the server renders it (test/fixtures/dist-ssr stands in for the web build).
    const home = (etag?: string) =>
      app.inject({ method: 'GET', url: '/kr/main', headers: etag ? { 'if-none-match': etag } : {} })
    const firstHome = await home()
    expect(firstHome.body).toContain(`<li>${original}</li>`)
    const homeTag = firstHome.headers.etag as string
    expect((await home(homeTag)).statusCode).toBe(304)
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers.vary).toBe('accept-encoding')
    expect(first.headers['cache-control']).toBe('no-cache')
    expect((await tab(etag)).statusCode).toBe(304)
    expect((await tab(etag)).body).toBe('')
    expect((await publicView(studyId, 'kr')).json().studyData.title).toBe(original)

    let version = updatedAt
    for (const title of ['첫 번째 수정', '두 번째 수정', '세 번째 수정']) {
      const saved = await call('PUT', `/api/admin/notices/${studyId}`, {
        notice: buildNoticeInput({
          recruitStart: '2026-11-01',
          recruitEnd: '2026-12-31',
          texts: { kr: { title, detailsHtml: '<p>안내</p>' }, en: null, cn: null, jp: null },
        }),
        updatedAt: version,
      })
      expect(saved.statusCode).toBe(200)
      version = saved.json<{ updatedAt: string }>().updatedAt
      // Right after the acknowledgement, no waiting: every read shows the edit.
      expect(await listed()).toBe(title)
      expect(await listedForAge()).toBe(title)
      expect((await publicView(studyId, 'kr')).json().studyData.title).toBe(title)
      const fresh = await tab(etag)
      expect(fresh.statusCode).toBe(200)
      expect(titleIn(fresh.json<{ dataList: { studyId: number; title: string }[] }>().dataList)).toBe(title)
      const freshHome = await home(homeTag)
      expect(freshHome.statusCode).toBe(200)
      expect(freshHome.body).toContain(`<li>${title}</li>`)
    }
  })

  it('refuses bad input with the field named', async () => {
    const cases = [
      buildNoticeInput({ ageMin: 50, ageMax: 20 }),
      buildNoticeInput({ cancerCode: '01', applyMethod: 'online' }),
      buildNoticeInput({ texts: { kr: { title: '' }, en: null, cn: null, jp: null } }),
      { ...buildNoticeInput(), recruitStart: '2026-13-01' },
    ]
    for (const notice of cases) {
      const response = await call('POST', '/api/admin/notices', { notice })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    }
  })

  it('lists with search, status filter, sorting and paging', async () => {
    const { studyId } = await create({
      texts: { kr: { title: '검색되는 고유제목' }, en: { title: 'Findable unique' }, cn: null, jp: null },
    })
    const found = (await call('GET', '/api/admin/notices?q=FINDABLE')).json()
    expect(found.dataList).toEqual([
      expect.objectContaining({ studyId, status: 'draft', locales: ['en'], title: '검색되는 고유제목' }),
    ])
    const drafts = (await call('GET', '/api/admin/notices?status=draft')).json().dataList
    expect(drafts.every((item: { status: string }) => item.status === 'draft')).toBe(true)
    const wildcard = (await call('GET', '/api/admin/notices?q=%25')).json()
    expect(wildcard.dataList).toEqual([])
    expect((await call('GET', '/api/admin/notices?sort=nope')).statusCode).toBe(400)
  })

  it('duplicates a notice with its texts and attachments as a new draft', async () => {
    const { studyId } = await create({}, true)
    await upload(studyId, '안내문.pdf', FILES.pdf)
    const copy = (await call('POST', `/api/admin/notices/${studyId}/duplicate`)).json()
    expect(copy.studyId).not.toBe(studyId)
    expect(copy.status).toBe('draft')
    const detail = (await call('GET', `/api/admin/notices/${copy.studyId}`)).json()
    expect(detail.notice.texts.en.title).toBe('Phase 1 in healthy adults')
    expect(detail.files.map((file: { fileName: string }) => file.fileName)).toEqual(['안내문.pdf'])
  })

  it('takes attachments judged by their content, renames, reorders and removes them', async () => {
    const { studyId } = await create({}, true)
    const pdf = (await upload(studyId, '동의서.pdf', FILES.pdf)).json()
    expect(pdf).toMatchObject({ fileName: '동의서.pdf', contentType: 'application/pdf', size: FILES.pdf.length })
    const png = (await upload(studyId, 'map', FILES.png)).json()
    expect(png).toMatchObject({ fileName: 'map.png', contentType: 'image/png' })
    const hwp = (await upload(studyId, '안내.hwp', FILES.hwp)).json()
    expect(hwp.contentType).toBe('application/x-hwp')
    const fake = await upload(studyId, 'fake.pdf', FILES.text)
    expect(fake.statusCode).toBe(415)
    expect(fake.json().error.code).toBe('ATTACHMENT_TYPE_REFUSED')
    const huge = await upload(studyId, 'big.pdf', Buffer.concat([FILES.pdf, Buffer.alloc(ATTACHMENT_MAX_BYTES)]))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().error.code).toBe('ATTACHMENT_TOO_LARGE')

    const renamed = await call('PATCH', `/api/admin/notices/${studyId}/files/${pdf.fileId}`, {
      fileName: '참여 동의서',
    })
    expect(renamed.json().files[0].fileName).toBe('참여 동의서.pdf')
    // A name that would read backwards (the extension hidden) or run over two lines is refused.
    for (const fileName of ['invoice\u202Efdp.exe', '동의서\n2부']) {
      const refused = await call('PATCH', `/api/admin/notices/${studyId}/files/${pdf.fileId}`, { fileName })
      expect(refused.statusCode, fileName).toBe(400)
      expect(refused.json().error.code).toBe('VALIDATION_FAILED')
      expect((await upload(studyId, fileName, FILES.pdf)).statusCode, fileName).toBe(400)
    }
    const wrongOrder = await call('PUT', `/api/admin/notices/${studyId}/files/order`, {
      fileIds: [png.fileId, pdf.fileId],
    })
    expect(wrongOrder.statusCode).toBe(400)
    const order = await call('PUT', `/api/admin/notices/${studyId}/files/order`, {
      fileIds: [hwp.fileId, png.fileId, pdf.fileId],
    })
    expect(order.json().files.map((file: { fileId: number }) => file.fileId)).toEqual([
      hwp.fileId,
      png.fileId,
      pdf.fileId,
    ])
    expect((await publicView(studyId)).json().fileList.map((file: { fileId: number }) => file.fileId)).toEqual([
      hwp.fileId,
      png.fileId,
      pdf.fileId,
    ])
    const removed = await call('DELETE', `/api/admin/notices/${studyId}/files/${png.fileId}`)
    expect(removed.json().files).toHaveLength(2)
    expect((await call('DELETE', `/api/admin/notices/${studyId}/files/${png.fileId}`)).statusCode).toBe(404)
    const bytes = await call('GET', `/api/admin/notices/${studyId}/files/${hwp.fileId}`)
    expect(bytes.rawPayload.equals(FILES.hwp)).toBe(true)
  })

  it("keeps a draft's attachments off the public download", async () => {
    const { studyId } = await create()
    const file = (await upload(studyId, 'a.pdf', FILES.pdf)).json()
    expect(
      (await app.inject({ method: 'GET', url: `/api/kr/recruit/download?fileId=${file.fileId}` })).statusCode,
    ).toBe(404)
    await call('POST', `/api/admin/notices/${studyId}/publish`)
    expect(
      (await app.inject({ method: 'GET', url: `/api/kr/recruit/download?fileId=${file.fileId}` })).statusCode,
    ).toBe(200)
  })

  it(`stores at most ${ATTACHMENTS_PER_NOTICE} attachments of 25 sent at once`, async () => {
    const { studyId } = await create()
    const base = await listenOnLoopback(app)
    const answers = await fireAtOnce(25, async (index) => {
      const response = await fetch(`${base}/api/admin/notices/${studyId}/files?fileName=f${index}.pdf`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: FILES.pdf,
      })
      return { status: response.status }
    })
    expect(countStatuses(answers)).toEqual({ 200: ATTACHMENTS_PER_NOTICE, 409: 25 - ATTACHMENTS_PER_NOTICE })
    const detail = (await call('GET', `/api/admin/notices/${studyId}`)).json()
    expect(detail.files).toHaveLength(ATTACHMENTS_PER_NOTICE)
  })

  it('logs every write in the access log', async () => {
    const { studyId } = await create({}, true)
    await call('POST', `/api/admin/notices/${studyId}/close`)
    const rows = await app.db
      .selectFrom('access_log')
      .select(['action', 'record_type'])
      .where('record_type', '=', 'notice')
      .where('record_id', '=', String(studyId))
      .orderBy('seq')
      .execute()
    expect(rows.map((row) => row.action)).toEqual(['notice.create', 'notice.publish', 'notice.close'])
  })
})
