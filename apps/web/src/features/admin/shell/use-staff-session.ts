import { useSyncExternalStore } from 'react'
import { readStaffSession, subscribeToStaffSession } from '../../../lib/staff-session'

/** The live staff session of this tab, or undefined. */
export function useStaffSession() {
  return useSyncExternalStore(subscribeToStaffSession, readStaffSession, () => undefined)
}
