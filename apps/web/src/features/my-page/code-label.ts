import type { CodeItem } from '@ctc/contract/codes'

/** The label of a code in a list; the code itself while the list loads or if it is unknown. */
export function codeLabel(list: readonly CodeItem[], code: string): string {
  if (!code) return ''
  return list.find((item) => item.code === code)?.label ?? code
}
