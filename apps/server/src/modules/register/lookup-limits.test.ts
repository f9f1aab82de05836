import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { countStatuses, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { createTestApp } from '../../test/test-app.js'
import { signUp } from '../members/members.factory.js'

// Account lookups (is this e-mail taken, what is my ID, send me a reset link) say
// something about a person: each is limited per client address and per target.
describe('account lookups under concurrent requests', () => {
  const server = listeningTestApp({ TRUST_PROXY: '1' })

  const post = (path: string, body: unknown, address: string) =>
    callJson(server.base, { path, body, headers: { 'x-forwarded-for': address } })

  it('150 e-mail checks at once from one address: at most 30 are answered', async () => {
    const answers = await fireAtOnce(150, (index) =>
      post('/api/register/emailCheck', { email: `someone${index}@example.com` }, '203.0.113.150'),
    )
    const counts = countStatuses(answers)
    expect(counts[200] ?? 0).toBeLessThanOrEqual(30)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(120)
  })

  it('checks of one e-mail from forty addresses at once: at most 5 are answered', async () => {
    await signUp(server.app, { userId: 'target@example.com' })
    const answers = await fireAtOnce(40, (index) =>
      post('/api/register/emailCheck', { email: 'target@example.com' }, `198.51.100.${index + 1}`),
    )
    const counts = countStatuses(answers)
    expect(counts[409] ?? 0).toBeLessThanOrEqual(5)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(35)
  })

  it('find-ID of one person from forty addresses at once: at most 5 are answered', async () => {
    const person = { name: '홍길동', gender: 'M', birth: '1990-03-15', mobile: '010-5555-0001' }
    const answers = await fireAtOnce(40, (index) => post('/api/register/findUserId', person, `198.51.101.${index + 1}`))
    const counts = countStatuses(answers)
    expect(counts[404] ?? 0).toBeLessThanOrEqual(5)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(35)
  })

  it('find-password of one e-mail from forty addresses at once: at most 5 are taken', async () => {
    const answers = await fireAtOnce(40, (index) =>
      post(
        '/api/register/findUserPwd',
        { email: 'target@example.com', name: '홍길동', birth: '1990-03-15', mobile: '010-1234-0001' },
        `198.51.102.${index + 1}`,
      ),
    )
    const counts = countStatuses(answers)
    expect(counts[200] ?? 0).toBeLessThanOrEqual(5)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(35)
  })
})

describe('find password answers before any mail is sent', () => {
  // A mail server that accepts connections and never says a word: sending to it hangs.
  const silent = net.createServer(() => {})
  const sockets = new Set<net.Socket>()
  silent.on('connection', (socket) => sockets.add(socket))
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    silent.close()
    await app.close()
  })

  it('answers matching details at once and the same as details that match nothing', async () => {
    const { member } = await signUp(app, { userId: 'mailer@example.com' })
    const details = { name: member.name, birth: member.birth, mobile: member.mobile }
    const matching = await app.inject({
      method: 'POST',
      url: '/api/register/findUserPwd',
      payload: { email: 'mailer@example.com', ...details },
    })
    const other = await app.inject({
      method: 'POST',
      url: '/api/register/findUserPwd',
      payload: { email: 'nobody@example.com', ...details },
    })
    expect(matching.statusCode).toBe(200)
    expect(matching.body).toBe(other.body)
    // The link is being mailed to the silent server, while the answer has long gone.
    await vi.waitFor(() => expect(sockets.size).toBeGreaterThan(0))
  })
})
