import { type CodeItem, isCodeGroup } from '@ctc/contract/codes'
import type { Locale } from '@ctc/contract/locale'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import type { CodeRow } from '../../db/schema.js'
import { findCodes } from './codes.repository.js'

type LabelColumn = keyof Pick<CodeRow, 'label_ko' | 'label_en' | 'label_zh' | 'label_ja'>

/** The column holding a locale's text; used wherever rows keep one column per language. */
export const LABEL_COLUMN: Record<Locale, LabelColumn> = {
  kr: 'label_ko',
  en: 'label_en',
  cn: 'label_zh',
  jp: 'label_ja',
}

export async function listCodes(db: Db, lang: Locale, group: string): Promise<CodeItem[]> {
  if (!isCodeGroup(group)) {
    throw new AppError(404, 'CODE_GROUP_NOT_FOUND', `Unknown code group: ${group}`)
  }
  const rows = await findCodes(db, group)
  return rows.map((row) => ({ code: row.code, label: row[LABEL_COLUMN[lang]] }))
}
