import { useSearchParams } from 'react-router'

/**
 * A screen's filters and page kept in the URL, so that Back, a reload or a shared link shows
 * the same list. Setting a filter goes back to page 1. A page reached from the one beside it
 * carries that page's cursor, so that the server reads on from it (keyset) instead of counting
 * rows from the start; any other change drops it.
 */
export function useSearchState<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    Key,
    string | undefined
  >
  const page = Math.max(1, Number(params.get('page')) || 1)
  const cursor = params.get('cursor') ?? undefined
  const update = (changes: Partial<Record<Key | 'page' | 'cursor', string | undefined>>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    if (!('page' in changes)) next.delete('page')
    if (!('cursor' in changes)) next.delete('cursor')
    setParams(next)
  }
  return { values, page, cursor, update }
}
