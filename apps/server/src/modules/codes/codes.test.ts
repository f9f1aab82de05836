import { CODE_GROUPS } from '@ctc/contract/codes'
import { LOCALES } from '@ctc/contract/locale'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedReferenceData } from '../../db/seed/reference-data.js'
import { REFERENCE_CODES } from '../../db/seed/reference-codes.js'
import { createTestApp } from '../../test/test-app.js'

describe('GET /api/{lang}/comCd/{code}', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it.each(CODE_GROUPS)('answers the %s list in every locale, in the seeded order', async (group) => {
    const seeded = REFERENCE_CODES[group]
    for (const [index, lang] of LOCALES.entries()) {
      const response = await app.inject(`/api/${lang}/comCd/${group}`)
      expect(response.statusCode).toBe(200)
      const { data } = response.json<{ data: { code: string; label: string }[] }>()
      expect(data.map((item) => item.code)).toEqual(seeded.map(([code]) => code))
      // Column 1 + index of each seeded entry is the label in that locale.
      expect(data.map((item) => item.label)).toEqual(seeded.map((entry) => entry[index + 1]))
    }
  })

  it('gives labels in the language asked for', async () => {
    const labels = await Promise.all(
      LOCALES.map(async (lang) => (await app.inject(`/api/${lang}/comCd/smokeYn`)).json().data[0].label),
    )
    expect(labels).toEqual(['비흡연자', 'Non-smoker', '不吸烟', '非喫煙者'])
  })

  it('offers the same five methods for each preferred-contact rank', async () => {
    const lists = await Promise.all(
      [1, 2, 3, 4, 5].map(async (rank) => (await app.inject(`/api/en/comCd/preferContactCd${rank}`)).json().data),
    )
    expect(lists[0]).toHaveLength(5)
    for (const list of lists) expect(list).toEqual(lists[0])
  })

  it('keeps the lists after a restart without duplicating them', async () => {
    await seedReferenceData(app.db)
    const response = await app.inject('/api/kr/comCd/entryMonth')
    expect(response.json().data).toHaveLength(REFERENCE_CODES.entryMonth.length)
  })

  it('answers an unknown group with 404 in the error envelope', async () => {
    const response = await app.inject('/api/kr/comCd/noSuchCd')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'CODE_GROUP_NOT_FOUND', message: 'Unknown code group: noSuchCd' },
    })
  })

  it.each(['ko', 'de', 'KR', 'x'])('answers the unknown locale %s with 400 in the error envelope', async (lang) => {
    const response = await app.inject(`/api/${lang}/comCd/smokeYn`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
    expect(response.json().error.message).toContain('lang')
  })

  it('refuses an overlong group name as bad input', async () => {
    const response = await app.inject(`/api/kr/comCd/${'a'.repeat(41)}`)
    expect(response.statusCode).toBe(400)
  })
})
