import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const web = path.join(root, 'apps/web/src')

// The repository's own config, on sources placed (not written) where the imports would hurt; only
// TypeScript's project lookup is told about them, as they exist in no tsconfig's file list.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['apps/web/src/features/*/boundary-fixture.ts', 'apps/web/src/lib/boundary-fixture.ts'],
        },
      },
    },
  },
})

async function boundaryErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(web, file) })
  const messages = result?.messages ?? []
  // A parse or config failure would otherwise read as 'no boundary error'.
  expect(messages.filter((message) => message.fatal)).toEqual([])
  return messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

// Real modules to import, whatever the features are called: the rule only fires on imports that resolve.
const features = fs
  .readdirSync(path.join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const [here, there] = features as [string, string]
function moduleOf(folder: string) {
  const file = fs
    .readdirSync(path.join(web, folder))
    .find((name) => /^[a-z-]+\.tsx?$/.test(name) && !name.includes('.test.'))
  if (!file) throw new Error(`no module in ${folder}`)
  return file.replace(/\.tsx?$/, '')
}
const importOf = (specifier: string) => `import * as m from '${specifier}'\nexport const x = m\n`

describe('web import boundaries', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      `features/${here}/boundary-fixture.ts`,
      importOf(`../${there}/${moduleOf(`features/${there}`)}`),
    )
    expect(errors).toEqual([expect.stringContaining('A feature must not import another feature')])
  })

  it('refuse a feature importing from app/', async () => {
    const errors = await boundaryErrors(`features/${here}/boundary-fixture.ts`, importOf('../../app/routes'))
    expect(errors).toEqual([expect.stringContaining('Features must not import from app/')])
  })

  it('refuse shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      'lib/boundary-fixture.ts',
      importOf(`../features/${there}/${moduleOf(`features/${there}`)}`),
    )
    expect(errors).toEqual([expect.stringContaining('Shared code must not import features or app/')])
  })

  it('let a feature import its own files and shared code', async () => {
    const errors = await boundaryErrors(
      `features/${here}/boundary-fixture.ts`,
      `${importOf(`./${moduleOf(`features/${here}`)}`)}import * as api from '../../lib/api-client'\nexport const y = api\n`,
    )
    expect(errors).toEqual([])
  })
})
