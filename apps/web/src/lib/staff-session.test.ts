import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as StaffSession from './staff-session'

// The console's one session per browser: another tab is played by a BroadcastChannel of the same
// name, as a second console tab would open it. Each test loads the module afresh (a new tab).

type Message = { type: string; [key: string]: unknown }

const session = {
  token: 'shared-token',
  staff: { staffId: 3, email: 'coord@ctc.example.org', name: '김코디', role: 'coordinator' as const },
  expiresAt: '2099-01-01T00:00:00.000Z',
  idleMinutes: 15,
  recoveryCodesLeft: 9,
}

let otherTab: BroadcastChannel
let heard: Message[]
// The tab under test's channels, closed after each test: a closed tab hears nothing more.
const Channel = globalThis.BroadcastChannel
const opened: BroadcastChannel[] = []

beforeEach(() => {
  vi.resetModules()
  vi.stubGlobal(
    'BroadcastChannel',
    class extends Channel {
      constructor(name: string) {
        super(name)
        opened.push(this)
      }
    },
  )
  heard = []
  otherTab = new Channel('ctc-staff-session')
  otherTab.onmessage = (event: MessageEvent<Message>) => heard.push(event.data)
})
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close()
  otherTab.close()
  vi.unstubAllGlobals()
})

const load = (): Promise<typeof StaffSession> => import('./staff-session')
const until = async (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2_000 })

describe('a staff session shared by the tabs of a browser', () => {
  it('a new tab asks the open ones and takes the session one of them hands over', async () => {
    otherTab.onmessage = (event: MessageEvent<Message>) => {
      heard.push(event.data)
      if (event.data.type === 'ask') otherTab.postMessage({ type: 'session', session, lastActivity: Date.now() })
    }
    const tab = await load()
    expect(tab.readStaffSession()).toBeUndefined()
    expect(tab.otherTabsAnswered()).toBe(false)
    tab.askOtherTabs()
    await until(() => tab.otherTabsAnswered())
    expect(tab.readStaffSession()?.token).toBe('shared-token')
    // Kept in this tab's own storage, never in localStorage (nothing is left once the tabs close).
    expect(window.sessionStorage.getItem('staffSession')).toContain('shared-token')
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('shared-token')
  })

  it('shows the login once no tab answers', async () => {
    const tab = await load()
    tab.askOtherTabs()
    expect(tab.otherTabsAnswered()).toBe(false)
    await until(() => tab.otherTabsAnswered())
    expect(tab.readStaffSession()).toBeUndefined()
    expect(heard).toEqual([{ type: 'ask' }])
  })

  it('a login reaches the other tabs, and so does a logout', async () => {
    const tab = await load()
    tab.startStaffSession(session)
    await until(() => heard.some((message) => message.type === 'session'))
    expect(heard.find((message) => message.type === 'session')).toMatchObject({ session: { token: 'shared-token' } })
    tab.endStaffSession('logout')
    await until(() => heard.some((message) => message.type === 'end'))
    expect(heard.find((message) => message.type === 'end')).toEqual({
      type: 'end',
      token: 'shared-token',
      reason: 'logout',
    })
  })

  it('ends when another tab logs out of the same session, but not of another one', async () => {
    const tab = await load()
    tab.startStaffSession(session)
    tab.subscribeToStaffSession(() => undefined)
    otherTab.postMessage({ type: 'end', token: 'some-older-token', reason: 'logout' })
    otherTab.postMessage({ type: 'activity', token: 'shared-token', at: Date.now() + 60_000 })
    await until(() => tab.lastStaffActivity() > Date.now() + 30_000)
    expect(tab.readStaffSession()?.token).toBe('shared-token')
    otherTab.postMessage({ type: 'end', token: 'shared-token', reason: 'logout' })
    await until(() => tab.staffSessionEnd() === 'logout')
    expect(tab.readStaffSession()).toBeUndefined()
    expect(window.sessionStorage.getItem('staffSession')).toBeNull()
  })

  it('tells the other tabs that the session is in use, at most every few seconds', async () => {
    const tab = await load()
    tab.startStaffSession(session)
    const now = Date.now()
    tab.noteStaffActivity(now)
    tab.noteStaffActivity(now + 1_000)
    await until(() => heard.some((message) => message.type === 'activity'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard.filter((message) => message.type === 'activity')).toEqual([
      { type: 'activity', token: 'shared-token', at: now },
    ])
  })
})
