import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CATALOG_FOLDERS } from '../config/catalog-folders'

const root = path.dirname(fileURLToPath(import.meta.url))
const FOLDERS = Object.values(CATALOG_FOLDERS)

type Catalog = { [key: string]: string | Catalog }

function flatten(catalog: Catalog, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

function load(folder: string, file: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(root, folder, file), 'utf8')) as Catalog)
}

const namespaces = [...new Set(FOLDERS.flatMap((folder) => fs.readdirSync(path.join(root, folder))))]

/** The staff console speaks the staff's languages, Korean and English; its namespace exists there only. */
const CONSOLE_NAMESPACES: Record<string, readonly string[]> = { 'admin.json': ['ko', 'en'] }
const foldersOf = (namespace: string) => CONSOLE_NAMESPACES[namespace] ?? FOLDERS

describe('message catalogs', () => {
  it('exist for every namespace in every locale', () => {
    for (const folder of FOLDERS) {
      const expected = namespaces.filter((namespace) => foldersOf(namespace).includes(folder))
      expect(fs.readdirSync(path.join(root, folder)).sort(), folder).toEqual(expected.sort())
    }
  })

  it.each(namespaces)('%s has the same keys in every locale, none empty', (namespace) => {
    const catalogs = foldersOf(namespace).map((folder) => ({ folder, messages: load(folder, namespace) }))
    const allKeys = [...new Set(catalogs.flatMap((catalog) => Object.keys(catalog.messages)))].sort()
    for (const { folder, messages } of catalogs) {
      expect(Object.keys(messages).sort(), `${folder}/${namespace}`).toEqual(allKeys)
      const empty = Object.entries(messages).filter(([, text]) => text.trim() === '')
      expect(empty, `${folder}/${namespace}`).toEqual([])
    }
  })

  it.each(namespaces)('%s uses the same placeholders in every locale', (namespace) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    const korean = load('ko', namespace)
    for (const folder of foldersOf(namespace)) {
      const messages = load(folder, namespace)
      for (const [key, text] of Object.entries(korean)) {
        expect(placeholders(messages[key] ?? ''), `${folder}/${namespace}:${key}`).toEqual(placeholders(text))
      }
    }
  })
})
