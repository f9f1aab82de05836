import { STAFF_TOKEN_HEADER } from '@ctc/contract/staff-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, createDatabase } from '../../db/database.js'
import { type ServerProcess, callJson, startServerProcess, within } from '../../test/server-process.js'
import { createPostgresDatabase } from '../../test/test-app.js'
import * as accounts from '../staff/staff-accounts.service.js'
import { STAFF_PASSWORD, tokenOfLink, totpCode } from '../staff/staff.factory.js'
import { buildNoticeInput } from './notices.factory.js'

// Two server processes on one PostgreSQL database, as behind a load balancer: a notice saved
// through one is on the other's public pages as soon as the save is acknowledged (the notices'
// generation in the database; LISTEN/NOTIFY only frees memory sooner).

type Card = { studyId: number; status: string }

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a notice saved on one process, read on another',
  { timeout: 90_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>
    let db: Db
    let a: ServerProcess
    let b: ServerProcess
    let headers: Record<string, string>
    beforeAll(async () => {
      database = await createPostgresDatabase()
      ;[a, b] = await Promise.all([
        startServerProcess({ DATABASE_URL: database.url }),
        startServerProcess({ DATABASE_URL: database.url }),
      ])
      db = createDatabase({ dialect: 'postgres', url: database.url })
      // A coordinator set up and logged in through process a, as in the browser.
      const ctx = { db, now: new Date(), address: 'test', secret: undefined }
      const link = await accounts.createAccount(
        ctx,
        accounts.COMMAND_LINE,
        { email: 'two@ctc.example', name: '둘', role: 'coordinator' },
        a.url,
      )
      const setupToken = tokenOfLink(link.setupLink)
      const enrolment = await callJson(a.url, {
        path: '/api/admin/setup/password',
        body: { setupToken, password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD },
      })
      const { secret } = enrolment.body as { secret: string }
      await callJson(a.url, { path: '/api/admin/setup/totp', body: { setupToken, code: totpCode(secret, new Date()) } })
      const { challenge } = (
        await callJson(a.url, {
          path: '/api/admin/login',
          body: { email: 'two@ctc.example', password: STAFF_PASSWORD },
        })
      ).body as { challenge: string }
      const session = await callJson(a.url, {
        path: '/api/admin/login/code',
        body: { challenge, code: totpCode(secret, new Date(Date.now() + 30_000)) },
      })
      headers = { [STAFF_TOKEN_HEADER]: (session.body as { token: string }).token }
    }, 120_000)
    afterAll(async () => {
      await db?.destroy()
      await Promise.all([a?.stop(), b?.stop()])
      await database?.drop()
    })

    const listOn = async (server: ServerProcess) =>
      ((await callJson(server.url, { path: '/api/kr/recruit/list', body: { cp: 1 } })).body as { dataList: Card[] })
        .dataList

    it('shows a published notice and its closing on the other process within a second', async () => {
      // Process b has the list in its cache before the notice exists.
      expect(await listOn(b)).toEqual([])
      const created = await callJson(a.url, {
        path: '/api/admin/notices',
        headers,
        body: { notice: buildNoticeInput({ recruitStart: '2026-01-01', recruitEnd: '2030-12-31' }), publish: true },
      })
      expect(created.status).toBe(200)
      const { studyId } = created.body as { studyId: number }
      const shown = await within(1000, async () => (await listOn(b)).some((card) => card.studyId === studyId))
      const detail = await callJson(b.url, { path: `/api/kr/recruit/view?studyId=${studyId}` })
      expect((detail.body as { studyData: Card }).studyData.status).toBe('open')

      await callJson(a.url, { path: `/api/admin/notices/${studyId}/close`, headers, body: {} })
      const closed = await within(1000, async () => {
        const view = await callJson(b.url, { path: `/api/kr/recruit/view?studyId=${studyId}` })
        return (view.body as { studyData: Card }).studyData.status === 'closed'
      })
      expect(shown + closed).toBeLessThan(2000)
    })

    it('never serves an edited notice stale on the other process once the edit is acknowledged', async () => {
      const created = await callJson(a.url, {
        path: '/api/admin/notices',
        headers,
        body: { notice: buildNoticeInput({ recruitStart: '2026-01-01', recruitEnd: '2030-12-31' }), publish: true },
      })
      const { studyId, updatedAt } = created.body as { studyId: number; updatedAt: string }
      const titleOn = async (server: ServerProcess) =>
        (
          (await callJson(server.url, { path: '/api/kr/recruit/list', body: { cp: 1 } })).body as {
            dataList: (Card & { title: string })[]
          }
        ).dataList.find((card) => card.studyId === studyId)?.title
      const viewTitleOn = async (server: ServerProcess) =>
        (
          (await callJson(server.url, { path: `/api/kr/recruit/view?studyId=${studyId}` })).body as {
            studyData: { title: string }
          }
        ).studyData.title
      let version = updatedAt
      for (let edit = 1; edit <= 10; edit++) {
        // Process b keeps the list and the page in memory.
        await titleOn(b)
        await viewTitleOn(b)
        const title = `수정 ${edit}`
        const saved = await callJson(a.url, {
          method: 'PUT',
          path: `/api/admin/notices/${studyId}`,
          headers,
          body: {
            notice: buildNoticeInput({
              recruitStart: '2026-01-01',
              recruitEnd: '2030-12-31',
              texts: { kr: { title, detailsHtml: '<p>안내</p>' }, en: null, cn: null, jp: null },
            }),
            updatedAt: version,
          },
        })
        expect(saved.status).toBe(200)
        version = (saved.body as { updatedAt: string }).updatedAt
        // No waiting: the first reads after the acknowledgement already show the edit.
        const [listed, viewed] = await Promise.all([titleOn(b), viewTitleOn(b)])
        expect([listed, viewed]).toEqual([title, title])
      }
    })
  },
)
