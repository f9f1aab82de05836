import { SERVER_STATE_ID } from '@ctc/contract/server-rendering'
import type { DehydratedState } from '@tanstack/react-query'
import type { Catalogs } from './i18n'

/** What a page the server rendered hands to the browser, in a JSON data block the CSP need not allow. */
export interface ServerState {
  /** The page's locale's catalogs that the page used, by namespace. */
  catalogs: Catalogs
  /** The answers the page was rendered with (TanStack Query's dehydrated cache). */
  queries: DehydratedState
}

/** The state of a page the server rendered; undefined for the plain document. */
export function readServerState(): ServerState | undefined {
  const block = document.getElementById(SERVER_STATE_ID)
  return block?.textContent ? (JSON.parse(block.textContent) as ServerState) : undefined
}
