import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('defaults to an embedded SQLite file under ./data', () => {
    const config = loadConfig({})
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data', 'app.db') })
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.sessionIdleMinutes).toBe(30)
    expect(config.trustProxy).toBe(false)
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/ctc' })
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://127.0.0.1:5432/ctc' })
  })

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8')
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ANALYTICS_GA_ID: '' }).database.dialect).toBe('sqlite')
  })

  it("reads where the access log's anchors go: a file made absolute, an address", () => {
    expect(loadConfig({}).accessLogAnchor).toEqual({ file: undefined, email: undefined })
    const config = loadConfig({
      ACCESS_LOG_ANCHOR_FILE: 'anchors.jsonl',
      ACCESS_LOG_ANCHOR_EMAIL: 'privacy@ctc.example',
    })
    expect(config.accessLogAnchor).toEqual({ file: path.resolve('anchors.jsonl'), email: 'privacy@ctc.example' })
  })

  it('keeps access-log rows 24 months, archives them under DATA_DIR, finished jobs 30 days; never less than 24 months or 14 days', () => {
    const config = loadConfig({ DATA_DIR: 'data-here' })
    expect(config.accessLogArchive).toEqual({ retentionMonths: 24, dir: path.resolve('data-here/access-log-archive') })
    expect(config.jobRetentionDays).toBe(30)
    const set = loadConfig({
      ACCESS_LOG_RETENTION_MONTHS: '36',
      ACCESS_LOG_ARCHIVE_DIR: 'archives',
      JOB_RETENTION_DAYS: '14',
    })
    expect(set.accessLogArchive).toEqual({ retentionMonths: 36, dir: path.resolve('archives') })
    expect(set.jobRetentionDays).toBe(14)
    expect(() => loadConfig({ ACCESS_LOG_RETENTION_MONTHS: '23' })).toThrow(/must be 24 or more/)
    expect(() => loadConfig({ JOB_RETENTION_DAYS: '13' })).toThrow(/must be 14 or more/)
  })

  it.each([
    ['ACCESS_LOG_ANCHOR_EMAIL', 'privacy officer'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PORT', 'eighty'],
    ['ANALYTICS_GA_ID', 'UA-1234'],
    ['PUBLIC_URL', 'not a url'],
    ['APP_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses an invalid %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name)
  })
})
