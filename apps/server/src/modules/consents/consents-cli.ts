// `npm run consents -- <command>`: versions of the consent texts, for the privacy officer.
//   list                                                    every version with its effective date
//   publish --kind privacy|sensitive|alerts --version V --texts FILE [--effective ISO-DATE-TIME]
//       FILE is JSON: {"kr": {"title", "text"}, "en": …, "cn": …, "jp": …}, the exact words.
//       From --effective on (default: now) members are asked to agree to a new required version
//       again at their next login, before anything else.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { ConsentKindSchema, ConsentPublishTextsSchema, ConsentVersionSchema } from '@ctc/contract/consents'
import { loadConfig } from '../../config.js'
import { createDatabase } from '../../db/database.js'
import { migrateToLatest } from '../../db/migrate.js'
import { listVersions, publishVersion } from './consents.service.js'

const USAGE = `Usage: npm run consents -- <command>
  list
  publish --kind privacy|sensitive|alerts --version V --texts FILE.json [--effective 2026-12-01T00:00:00+09:00]`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    version: { type: 'string' },
    texts: { type: 'string' },
    effective: { type: 'string' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const config = loadConfig()
const db = createDatabase(config.database)

try {
  await migrateToLatest(db)
  switch (positionals[0]) {
    case 'list':
      for (const v of await listVersions(db)) console.log(`${v.kind}\t${v.version}\teffective ${v.effective_at}`)
      break
    case 'publish': {
      const kind = ConsentKindSchema.safeParse(values.kind)
      const version = ConsentVersionSchema.safeParse(values.version)
      if (!kind.success || !version.success) fail(`Check --kind and --version\n${USAGE}`)
      if (!values.texts) fail(`--texts is required\n${USAGE}`)
      const texts = ConsentPublishTextsSchema.safeParse(JSON.parse(fs.readFileSync(values.texts, 'utf8')))
      if (!texts.success)
        fail(`The texts file needs kr, en, cn and jp, each with a title and a text: ${texts.error.message}`)
      const now = new Date()
      const effectiveAt = values.effective ? new Date(values.effective) : now
      if (Number.isNaN(effectiveAt.getTime())) fail(`--effective is not a date and time\n${USAGE}`)
      await publishVersion(db, { kind: kind.data, version: version.data, effectiveAt, texts: texts.data, now })
      console.log(`Published ${kind.data} ${version.data}, effective ${effectiveAt.toISOString()}.`)
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
