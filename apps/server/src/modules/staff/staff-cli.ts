// `npm run staff -- <command>`: staff accounts from the command line, for the first admin and
// for when nobody can log in to the console.
//   create --email E --name N --role admin|coordinator|privacy_officer   prints a set-up link (24 h)
//   list                                                                   every account
//   disable --email E                                                      refuses logins, ends sessions
//   reset --email E                                                        prints a new set-up link
//   verify-log                                                             checks the access log's chain
import { parseArgs } from 'node:util'
import { StaffCreateRequestSchema } from '@ctc/contract/staff-accounts'
import { loadConfig } from '../../config.js'
import { createDatabase } from '../../db/database.js'
import { migrateToLatest } from '../../db/migrate.js'
import { verifyAccessChain } from './access-log.js'
import * as accounts from './staff-accounts.service.js'
import type { StaffContext } from './staff-auth.service.js'

const USAGE = `Usage: npm run staff -- <command>
  create --email E --name N --role admin|coordinator|privacy_officer
  list
  disable --email E
  reset --email E
  verify-log`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
})

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const config = loadConfig()
const db = createDatabase(config.database)
const ctx: StaffContext = { db, now: new Date(), address: 'command line', secret: config.appSecret }
const actor = accounts.COMMAND_LINE

const printLink = (link: { setupLink: string; expiresAt: string }) =>
  console.log(`Set-up link (works once, until ${link.expiresAt}):\n${link.setupLink}`)

try {
  await migrateToLatest(db)
  const email = () => values.email ?? fail(`--email is required\n${USAGE}`)
  switch (positionals[0]) {
    case 'create': {
      const input = StaffCreateRequestSchema.safeParse({ email: values.email, name: values.name, role: values.role })
      if (!input.success)
        fail(
          `Check --email, --name and --role: ${input.error.issues.map((i) => i.path.join('.')).join(', ')}\n${USAGE}`,
        )
      printLink(await accounts.createAccount(ctx, actor, input.data, config.publicUrl))
      break
    }
    case 'list':
      for (const account of await accounts.listAccounts(ctx)) {
        const locked = account.locked ? ' locked' : ''
        console.log(
          `${account.staffId}\t${account.email}\t${account.name}\t${account.role}\t${account.status}${locked}`,
        )
      }
      break
    case 'disable': {
      const account = await accounts.findAccountByEmail(ctx, email())
      await accounts.disableAccount(ctx, actor, account.staffId)
      console.log(`Disabled ${account.email}; every session of the account has ended.`)
      break
    }
    case 'reset': {
      const account = await accounts.findAccountByEmail(ctx, email())
      printLink(await accounts.resetAccount(ctx, actor, account.staffId, config.publicUrl))
      break
    }
    case 'verify-log': {
      const check = await verifyAccessChain(db)
      if (!check.ok) {
        console.error(
          `The access log is broken at row ${check.badSeq}: ${check.problem} (${check.rows} rows before it verify).`,
        )
        process.exitCode = 1
      } else {
        console.log(`The access log verifies: ${check.rows} rows, each chained to the one before.`)
      }
      break
    }
    default:
      fail(USAGE)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await db.destroy()
}
