import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEMO_IDENTITY } from './db/seed/demo-identity.js'

// The product deploys for any center unchanged (decision 0033): outside the demo seed and the
// tests, no source file names the demo center, its address or its phone.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/contract/src']
const SKIPPED = /(^|\/)(seed|test|fixtures)\/|\.(test|factory)\.tsx?$/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|json|css|html)$/.test(entry.name) ? [file] : []
  })
}

describe('the source', () => {
  it('names no demo center, address or phone outside the demo seed and the tests', () => {
    const needles = [
      ...Object.values(DEMO_IDENTITY.name),
      DEMO_IDENTITY.phone,
      DEMO_IDENTITY.email,
      DEMO_IDENTITY.address.kr,
      '창경궁로 185',
      'Changgyeonggung-ro',
    ]
    const found: string[] = []
    for (const root of ROOTS) {
      for (const file of sourceFiles(path.join(repo, root))) {
        const relative = path.relative(repo, file)
        if (SKIPPED.test(relative)) continue
        const text = fs.readFileSync(file, 'utf8')
        for (const needle of needles) if (text.includes(needle)) found.push(`${relative}: ${needle}`)
      }
    }
    expect(found).toEqual([])
  })
})
