import { APPLICANT_SORTS, APPLICANTS_PAGE_SIZE, ApplicantListQuerySchema } from '@ctc/contract/staff-applicants'
import type { RootOperationNode } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withPlugin } from '../../db/database.js'
import { createTestApp } from '../../test/test-app.js'
import { memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { insertGuestApplication } from './applicants.factory.js'
import { findApplicants } from './applicants.repository.js'

// Keyset paging of the pipeline (decision 0037): the page beside the one shown, asked for with its
// cursor, holds the rows the offset would give, in every order, forwards and backwards.

const T0 = new Date('2026-06-15T01:00:00Z')
const COUNT = 2 * APPLICANTS_PAGE_SIZE + 17

type Page = {
  dataList: { applicationId: number }[]
  paging: { totalCount: number; totalPages: number }
  cursors: { next: string | null; previous: string | null }
}

describe('pipeline pages read on from a cursor', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    coordinator = await staffWithSession(app, 'coordinator')
    studyId = await createTestStudy(app)
    for (let i = 0; i < COUNT; i++) {
      // Groups of five arrive at the same instant: the id must break the ties.
      await insertGuestApplication(app, studyId, {}, new Date(T0.getTime() - Math.floor(i / 5) * 60_000))
    }
    const ids = await app.db.selectFrom('applications').select('id').where('study_id', '=', studyId).execute()
    for (const [index, { id }] of ids.entries()) {
      await app.db
        .updateTable('applications')
        .set({
          status: ['received', 'contacted', 'screened'][index % 3] ?? 'received',
          // Some have no next action (they sort last either way), many share a date.
          next_action_on: index % 4 === 0 ? null : `2026-06-${String(16 + (index % 6)).padStart(2, '0')}`,
          last_activity_at: new Date(T0.getTime() - (index % 7) * 3_600_000).toISOString(),
          prescreen_result: index % 5 === 0 ? null : (['eligible', 'review', 'excluded'][index % 3] ?? null),
        })
        .where('id', '=', id)
        .execute()
    }
  })
  afterAll(() => app.close())

  const list = async (query: string, headers = coordinator.headers) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/notices/${studyId}/applicants?${query}`,
      headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Page>()
  }
  const ids = (page: Page) => page.dataList.map((row) => row.applicationId)

  const orders = APPLICANT_SORTS.filter((sort) => sort !== 'name').flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [sort, order] as const),
  )

  it.each(orders)('sorted by %s %s, forwards and back, as the offset pages', async (sort, order) => {
    for (const filter of ['', '&status=received']) {
      const base = `sort=${sort}&order=${order}${filter}`
      const byOffset = [await list(`${base}&page=1`), await list(`${base}&page=2`), await list(`${base}&page=3`)]
      const lastPage = byOffset[2] as Page
      const pages = lastPage.paging.totalPages
      let page = byOffset[0] as Page
      expect(page.cursors.previous).toBeNull()
      for (let n = 2; n <= pages; n++) {
        page = await list(`${base}&page=${n}&cursor=${page.cursors.next}`)
        expect(ids(page)).toEqual(ids(byOffset[n - 1] as Page))
        expect(page.paging.totalCount).toBe(lastPage.paging.totalCount)
      }
      expect(page.cursors.next).toBeNull()
      for (let n = pages - 1; n >= 1; n--) {
        page = await list(`${base}&page=${n}&cursor=${page.cursors.previous}`)
        expect(ids(page)).toEqual(ids(byOffset[n - 1] as Page))
      }
      expect(page.cursors.previous).toBeNull()
    }
  })

  it('uses a cursor only with the order it was made in, refuses a forged one, and only for staff', async () => {
    const first = await list('sort=createdAt&order=desc')
    const second = await list('sort=createdAt&order=desc&page=2')
    expect(first.paging.totalCount).toBe(COUNT)
    // A cursor of another order is not used: the page is the offset's.
    const otherOrder = await list(`sort=status&order=asc&page=2&cursor=${first.cursors.next}`)
    expect(ids(otherOrder)).toEqual(ids(await list('sort=status&order=asc&page=2')))
    expect(ids(await list(`sort=createdAt&order=desc&page=2&cursor=${first.cursors.next}`))).toEqual(ids(second))
    // Sorted by name every row is opened anyway: no cursors.
    expect((await list('sort=name&order=asc')).cursors).toEqual({ next: null, previous: null })
    for (const cursor of [
      'not-json',
      Buffer.from('{"d":"next","o":"createdAt.desc","k":[{}]}').toString('base64url'),
      'a b',
    ]) {
      const bad = await app.inject({
        method: 'GET',
        url: `/api/admin/notices/${studyId}/applicants?page=2&cursor=${encodeURIComponent(cursor)}`,
        headers: coordinator.headers,
      })
      expect(bad.statusCode, cursor).toBe(400)
      expect(bad.json().error.code).toBe('VALIDATION_FAILED')
    }
    // Keys that do not fit the order are refused, not run.
    const wrongKeys = Buffer.from('{"d":"next","o":"createdAt.desc","k":[1,2,3]}').toString('base64url')
    const refused = await app.inject({
      method: 'GET',
      url: `/api/admin/notices/${studyId}/applicants?page=2&cursor=${wrongKeys}`,
      headers: coordinator.headers,
    })
    expect(refused.statusCode).toBe(400)
    const member = await memberWithSession(app)
    for (const headers of [{}, { 'x-auth-token': member.token }]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/notices/${studyId}/applicants?page=2&cursor=${first.cursors.next}`,
        headers,
      })
      expect(response.statusCode).toBe(401)
    }
  })

  it('counts the total of a filter from the applications alone, equal to the rows the pages hold', async () => {
    const statements: { joins: number; rows: unknown[] }[] = []
    const nodes = new Map<unknown, RootOperationNode>()
    const watched = withPlugin(app.db, {
      transformQuery: ({ node, queryId }) => {
        nodes.set(queryId, node)
        return node
      },
      transformResult: ({ result, queryId }) => {
        const node = nodes.get(queryId)
        statements.push({ joins: node?.kind === 'SelectQueryNode' ? (node.joins?.length ?? 0) : 0, rows: result.rows })
        return Promise.resolve(result)
      },
    })
    for (const query of [{}, { status: 'contacted' as const }, { stale: 'true' as const }]) {
      statements.length = 0
      const parsed = ApplicantListQuerySchema.parse(query)
      const page = { staleBefore: T0.toISOString(), limit: 500, offset: 0 }
      const { rows, total } = await findApplicants(watched, studyId, parsed, page)
      expect(total).toBe(rows.length)
      const count = statements.find((statement) => statement.rows.length === 1 && 'n' in (statement.rows[0] as object))
      expect(count?.joins, JSON.stringify(query)).toBe(0)
    }
  })
})
