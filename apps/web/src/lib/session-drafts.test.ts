import { describe, expect, it } from 'vitest'
import { DRAFT_MINUTES, clearDraft, clearDrafts, readDraft, writeDraft } from './session-drafts'

const MINUTE = 60_000
const start = Date.parse('2026-11-25T01:00:00Z')

describe('session drafts', () => {
  it(`keep a draft for ${DRAFT_MINUTES} minutes after its last change, then remove it`, () => {
    writeDraft('application:guest:1', { drugName: 'Ibuprofen' }, start)
    expect(readDraft('application:guest:1', start + (DRAFT_MINUTES - 1) * MINUTE)).toEqual({ drugName: 'Ibuprofen' })
    writeDraft('application:guest:1', { drugName: 'Aspirin' }, start + 20 * MINUTE)
    expect(readDraft('application:guest:1', start + 45 * MINUTE)).toEqual({ drugName: 'Aspirin' })
    expect(readDraft('application:guest:1', start + (20 + DRAFT_MINUTES) * MINUTE)).toBeUndefined()
    expect(window.sessionStorage.length).toBe(0)
  })

  it('remove expired drafts only, or every draft (logging out), and leave other values alone', () => {
    window.sessionStorage.setItem('password-confirmed', 'kept')
    writeDraft('old', 1, start)
    writeDraft('new', 2, start + 20 * MINUTE)
    clearDrafts({ expiredOnly: true, now: start + 40 * MINUTE })
    expect(readDraft('old', start + 40 * MINUTE)).toBeUndefined()
    expect(readDraft('new', start + 40 * MINUTE)).toBe(2)
    clearDrafts()
    expect(readDraft('new', start + 40 * MINUTE)).toBeUndefined()
    expect(window.sessionStorage.getItem('password-confirmed')).toBe('kept')
  })

  it('count a damaged draft as none', () => {
    window.sessionStorage.setItem('draft:broken', '{not json')
    expect(readDraft('broken')).toBeUndefined()
    writeDraft('gone', 1)
    clearDraft('gone')
    expect(readDraft('gone')).toBeUndefined()
  })
})
