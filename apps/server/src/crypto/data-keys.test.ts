import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertApplicationOf } from '../modules/applications/applications.factory.js'
import { memberWithSession } from '../modules/members/members.factory.js'
import { createTestStudy } from '../modules/studies/studies.factory.js'
import { createTestApp } from '../test/test-app.js'
import {
  destroyDataKeys,
  memberDataKey,
  newDataKey,
  openJson,
  sealJson,
  sealStoredPlainValues,
  sealedKeyId,
} from './data-keys.js'

describe('data keys', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())
  const secret = () => app.config.appSecret

  it('seals a value with its key id beside it, and opens it only with that key and secret', async () => {
    const key = await newDataKey(app.db, secret(), new Date())
    const sealed = sealJson(key, { drugName: 'Sealablum' })
    expect(sealed).toMatch(new RegExp(`^enc1:${key.id}:[\\w-]+$`))
    expect(sealed).not.toContain('Sealablum')
    expect(sealedKeyId(sealed)).toBe(key.id)
    expect(await openJson(app.db, secret(), sealed)).toEqual({ drugName: 'Sealablum' })
    // Another secret does not open it, and says why.
    await expect(openJson(app.db, 'another-secret-another-secret-another-1', sealed)).rejects.toThrow(
      /another APP_SECRET/,
    )
    // A changed byte is refused (GCM's tag), not read as something else.
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA')
    await expect(openJson(app.db, secret(), tampered)).rejects.toThrow()
  })

  it('gives a member one key however many requests ask at once', async () => {
    const { id } = await memberWithSession(app)
    const keys = await Promise.all(Array.from({ length: 40 }, () => memberDataKey(app.db, secret(), id, new Date())))
    expect(new Set(keys.map((key) => key.id)).size).toBe(1)
    expect(new Set(keys.map((key) => key.key.toString('hex'))).size).toBe(1)
  })

  it('makes a value unreadable for good once its key is destroyed', async () => {
    const key = await newDataKey(app.db, secret(), new Date())
    const sealed = sealJson(key, { answer: 'gone' })
    await destroyDataKeys(app.db, { ids: [key.id] })
    expect(await openJson(app.db, secret(), sealed)).toBeUndefined()
  })

  it('encrypts snapshots stored before encryption existed, and still reads them meanwhile', async () => {
    const { id } = await memberWithSession(app)
    const study = await createTestStudy(app)
    const plain = JSON.stringify({ name: '예전지원', drugName: 'Legacium' })
    const applicationId = await insertApplicationOf(app, id, study, { snapshot: plain })
    expect(await openJson(app.db, secret(), plain)).toEqual({ name: '예전지원', drugName: 'Legacium' })
    expect(await sealStoredPlainValues(app.db, secret(), new Date())).toBeGreaterThan(0)
    const row = await app.db
      .selectFrom('applications')
      .select('snapshot')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow()
    expect(row.snapshot).not.toContain('Legacium')
    expect(await openJson(app.db, secret(), row.snapshot)).toEqual({ name: '예전지원', drugName: 'Legacium' })
    expect(sealedKeyId(row.snapshot)).toBe((await memberDataKey(app.db, secret(), id, new Date())).id)
  })
})
