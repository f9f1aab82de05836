import { CENTER_NAMES } from '@ctc/contract/center'
import { LOCALES } from '@ctc/contract/locale-codes'
import { describe, expect, it } from 'vitest'
import { CATALOG_FOLDERS } from './catalog-folders'

describe("the center's name", () => {
  it.each(LOCALES)('is the same in the contract (server pages) and in the %s catalog', async (locale) => {
    const catalog = (await import(`../locales/${CATALOG_FOLDERS[locale]}/common.json`)) as {
      default: { site: { name: string } }
    }
    expect(CENTER_NAMES[locale]).toBe(catalog.default.site.name)
  })
})
