// `npm run staff -- <command>`: staff accounts from the command line, for the first admin and
// for when nobody can log in to the console.
//   create --email E --name N --role admin|coordinator|privacy_officer   prints a set-up link (24 h)
//   list                                                                   every account
//   disable --email E                                                      refuses logins, ends sessions
//   reset --email E                                                        prints a new set-up link
//   verify-log [--from-checkpoint] [--anchor SEQ:HASH]... [--anchor-file FILE]...
//                        checks the access log's chain (from its archived head, or from the last checkpoint),
//                        and that it still reaches each anchor; records a signed checkpoint where it verified
//   verify-log --archive FILE... [--anchor ...]                            checks archive files on their own
import { parseArgs } from 'node:util'
import { StaffCreateRequestSchema } from '@ctc/contract/staff-accounts'
import { loadConfig } from '../../config.js'
import { createDatabase } from '../../db/database.js'
import { migrateToLatest } from '../../db/migrate.js'
import { readAppSecret } from '../../secret.js'
import { type AnchorClaim, parseAnchor, readAnchorFile } from './access-log-anchor.js'
import { recordCheckpoint } from './access-log-checkpoint.js'
import { accessLogKey } from './access-log-seal.js'
import { type LogVerification, verifyArchives, verifyLiveLog } from './access-log-verify.js'
import * as accounts from './staff-accounts.service.js'
import type { StaffContext } from './staff-auth.service.js'

const USAGE = `Usage: npm run staff -- <command>
  create --email E --name N --role admin|coordinator|privacy_officer
  list
  disable --email E
  reset --email E
  verify-log [--from-checkpoint] [--anchor SEQ:HASH]... [--anchor-file FILE]...
  verify-log --archive FILE... [--anchor SEQ:HASH]... [--anchor-file FILE]...`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    anchor: { type: 'string', multiple: true },
    'anchor-file': { type: 'string', multiple: true },
    archive: { type: 'string', multiple: true },
    'from-checkpoint': { type: 'boolean' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const config = loadConfig()
const db = createDatabase(config.database)
const ctx: StaffContext = { db, now: new Date(), address: 'command line', secret: config.appSecret }
const actor = accounts.COMMAND_LINE

/** The anchors of --anchor and --anchor-file; a malformed one or an unreadable file stops here. */
async function anchorsGiven(): Promise<AnchorClaim[]> {
  try {
    const files = await Promise.all((values['anchor-file'] ?? []).map((file) => readAnchorFile(file)))
    return [...(values.anchor ?? []).map((anchor) => parseAnchor(anchor)), ...files.flat()]
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
}

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
      const anchors = await anchorsGiven()
      const secret = readAppSecret(config)
      const key = secret === undefined ? undefined : accessLogKey(secret)
      const archives = values.archive ?? []
      let check: LogVerification
      if (archives.length > 0) {
        if (!key) fail('Archives are signed with the app secret (APP_SECRET or DATA_DIR/app-secret): none was found.')
        check = await verifyArchives(archives, key, anchors)
      } else {
        check = await verifyLiveLog(db, key, anchors, { fromCheckpoint: values['from-checkpoint'] === true })
        if (check.ok && check.end && key) {
          await recordCheckpoint(db, key, check.end, new Date())
          check.verified.push(
            `Checkpoint recorded at row ${check.end.seq}: --from-checkpoint walks only the rows after it.`,
          )
        }
        if (check.ok && anchors.length === 0) {
          check.verified.push(
            'Rows removed from its end show only against an anchor: add --anchor SEQ:HASH or --anchor-file FILE.',
          )
        }
      }
      for (const line of check.verified) console.log(line)
      for (const problem of check.problems) console.error(problem)
      if (!check.ok) process.exitCode = 1
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
