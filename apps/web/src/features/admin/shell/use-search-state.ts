import { useSearchParams } from 'react-router'

/**
 * A screen's filters and page kept in the URL, so that Back, a reload or a shared link shows
 * the same list. Setting a filter goes back to page 1.
 */
export function useSearchState<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    Key,
    string | undefined
  >
  const page = Math.max(1, Number(params.get('page')) || 1)
  const update = (changes: Partial<Record<Key | 'page', string | undefined>>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    if (!('page' in changes)) next.delete('page')
    setParams(next)
  }
  return { values, page, update }
}
