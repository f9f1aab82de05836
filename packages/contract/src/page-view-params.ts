// What a page view keeps of a URL, without Zod: the web app's shell needs it on every page.
// `analytics.ts` adds the schema and re-exports it.

/**
 * The query parameters a page view keeps, and the form of their values: which notice,
 * question, list page or FAQ tab was viewed. Anything else (a reset token, an e-mail
 * typed into a search) is never recorded.
 */
export const PAGE_VIEW_PARAMS = {
  studyId: /^\d{1,10}$/,
  qnaId: /^\d{1,10}$/,
  cp: /^\d{1,6}$/,
  pgNum: /^\d{1,6}$/,
  tab: /^[a-z]{1,20}$/,
} as const satisfies Record<string, RegExp>

type PageViewParam = keyof typeof PAGE_VIEW_PARAMS
export const isPageViewParam = (name: string): name is PageViewParam => Object.hasOwn(PAGE_VIEW_PARAMS, name)

/** The query kept for a page view, in a fixed order: `?studyId=7`, or '' when nothing is kept. */
export function pageViewQuery(search: string): string {
  // Parsed by hand: the contract runs without DOM or Node globals such as URLSearchParams.
  const params = new Map<string, string>()
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name, value = ''] = pair.split('=', 2)
    if (name && !params.has(name)) params.set(name, value)
  }
  const kept = (Object.keys(PAGE_VIEW_PARAMS) as PageViewParam[]).flatMap((name) => {
    const value = params.get(name)
    return value !== undefined && PAGE_VIEW_PARAMS[name].test(value) ? [`${name}=${value}`] : []
  })
  return kept.length > 0 ? `?${kept.join('&')}` : ''
}
