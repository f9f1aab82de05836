import { describe, expect, it } from 'vitest'
import { MyApplicationsRequestSchema, MyApplicationsResponseSchema } from './applications.js'

describe('MyApplicationsRequestSchema (recruit/mylist)', () => {
  it('takes a page number, and an empty or missing body as the first page', () => {
    expect(MyApplicationsRequestSchema.parse({ cp: 3 })).toEqual({ cp: 3 })
    expect(MyApplicationsRequestSchema.parse({})).toEqual({ cp: 1 })
    expect(MyApplicationsRequestSchema.parse(undefined)).toEqual({ cp: 1 })
    expect(MyApplicationsRequestSchema.parse(null)).toEqual({ cp: 1 })
  })

  it('refuses pages that are not positive whole numbers, or absurdly far', () => {
    for (const cp of [0, -1, 1.5, '2', 100_001, Number.NaN]) {
      expect(MyApplicationsRequestSchema.safeParse({ cp }).success, String(cp)).toBe(false)
    }
  })
})

describe('MyApplicationsResponseSchema', () => {
  it("is the history's items with the paging of every list", () => {
    const answer = {
      dataList: [
        {
          applicationId: 4,
          studyId: 7,
          title: '건강인 대상 임상시험',
          fallbackLocale: null,
          appliedOn: '2026-11-24',
          status: 'received',
        },
      ],
      paging: { cp: 1, pageSize: 10, totalCount: 1, totalPages: 1 },
    }
    expect(MyApplicationsResponseSchema.parse(answer)).toEqual(answer)
    expect(MyApplicationsResponseSchema.safeParse({ dataList: answer.dataList }).success).toBe(false)
  })
})
