import { describe, expect, it } from 'vitest'
import { DRAFT_MINUTES, claimDrafts, clearDraft, clearDrafts, readDraft, writeDraft } from './session-drafts'

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

describe('drafts at login', () => {
  it('are kept for the account that typed them, and removed for any other login', async () => {
    await claimDrafts('Kim@Example.com')
    writeDraft('question', { title: 'When is the next visit?' })
    // The session ended; the same member logs in again (the e-mail as typed, any case).
    await claimDrafts(' kim@example.com ')
    expect(readDraft('question')).toEqual({ title: 'When is the next visit?' })
    // Someone else at this browser finds nothing of it.
    await claimDrafts('lee@example.com')
    expect(readDraft('question')).toBeUndefined()
    // The owner is kept as a digest, never as the address.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('lee@')
  })

  it('are removed at a login when nobody is known to have typed them', async () => {
    writeDraft('application:guest:3', { name: 'A visitor' })
    await claimDrafts('kim@example.com')
    expect(readDraft('application:guest:3')).toBeUndefined()
  })

  it('start over after logging out: the next login keeps nothing', async () => {
    await claimDrafts('kim@example.com')
    clearDrafts()
    writeDraft('question', { title: 'Typed after logging out' })
    await claimDrafts('kim@example.com')
    expect(readDraft('question')).toBeUndefined()
  })
})
