import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './msw-server'

// Lazy screens load their code and texts first; on a machine busy with the whole suite that can
// take longer than Testing Library's one-second default for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 })

// The files of a worker share one window (isolate: false), and the modules an earlier file loaded
// stay alive in it. Each file's BroadcastChannels carry a name of its own, as if each file were a
// browser of its own: a console tab left by an earlier file never hears or answers this file's tabs.
const Channel = globalThis.BroadcastChannel
const browser = crypto.randomUUID()
globalThis.BroadcastChannel = class extends Channel {
  constructor(name: string) {
    super(`${browser}:${name}`)
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  cleanup()
  server.resetHandlers()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

afterAll(() => server.close())
