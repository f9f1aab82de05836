import { createContext, use } from 'react'
import type { ConsoleLocale } from '../../../lib/staff-session'

export interface ConsoleLocaleState {
  locale: ConsoleLocale
  setLocale: (locale: ConsoleLocale) => void
}

export const ConsoleLocaleContext = createContext<ConsoleLocaleState>({ locale: 'kr', setLocale: () => undefined })

/** The console's language (Korean or English) and its switch. */
export function useConsoleLocale(): ConsoleLocaleState {
  return use(ConsoleLocaleContext)
}
