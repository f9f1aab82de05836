import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withPlugin } from '../../db/database.js'
import { createTestApp } from '../../test/test-app.js'
import { signUp } from '../members/members.factory.js'
import { setUpStaff } from '../staff/staff.factory.js'
import { loginPassword } from '../staff/staff-auth.service.js'
import { login } from './auth.service.js'

// Whether an e-mail has an account must not show in how long a failed login takes: a known and an
// unknown e-mail go through the same statements, in the same order, before the answer (and each
// through one argon2 check with the same parameters: a stand-in hash for the unknown one). The
// time itself is measured by `npm run timing:login`, which prints the figures.

/** What a statement does to which tables and columns: its kind and the names it mentions, not its values. */
function shapeOf(node: OperationNode): string {
  const names: string[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (record.kind === 'IdentifierNode' && typeof record.name === 'string') names.push(record.name)
      Object.values(record).forEach(walk)
    }
  }
  walk(node)
  return `${node.kind} ${names.join(',')}`
}

function statementTrace() {
  const shapes: string[] = []
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }: { node: RootOperationNode }) => {
      shapes.push(shapeOf(node))
      return node
    },
    transformResult: async ({ result }) => result,
  }
  return { plugin, shapes }
}

describe('a failed login costs the same for a known and an unknown e-mail', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('takes the same steps for a member and for no one', async () => {
    const member = await signUp(app)
    const traces = []
    for (const [index, email] of [member.member.userId, 'no.member@example.com'].entries()) {
      const trace = statementTrace()
      const context = {
        address: `10.40.0.${index + 1}`,
        now: new Date(),
        secret: app.config.appSecret,
        log: app.log,
        cookies: {},
      }
      const failed = login(withPlugin(app.db, trace.plugin), { email, password: 'Wrong#Password1' }, context)
      await expect(failed).rejects.toMatchObject({ statusCode: 401, code: 'LOGIN_MISMATCH' })
      traces.push(trace.shapes)
    }
    expect(traces[0]?.length).toBeGreaterThan(0)
    expect(traces[1]).toEqual(traces[0])
  })

  it('takes the same steps for a staff member and for no one', async () => {
    const staff = await setUpStaff(app)
    const traces = []
    for (const [index, email] of [staff.email, 'no.staff@ctc.example'].entries()) {
      const trace = statementTrace()
      const context = {
        db: withPlugin(app.db, trace.plugin),
        now: new Date(),
        address: `10.41.0.${index + 1}`,
        secret: app.config.appSecret,
      }
      const failed = loginPassword(context, { email, password: 'Wrong#Password1' }, {})
      await expect(failed).rejects.toMatchObject({ statusCode: 401, code: 'LOGIN_MISMATCH' })
      traces.push(trace.shapes)
    }
    expect(traces[0]?.length).toBeGreaterThan(0)
    expect(traces[1]).toEqual(traces[0])
  })
})
