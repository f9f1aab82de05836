import { useSyncExternalStore } from 'react'
import { type LoginRecord, readLoginRecord, subscribeToLoginRecord } from './storage'

// useSyncExternalStore needs a stable snapshot: compare by the stored text.
let lastRaw: string | undefined
let lastRecord: LoginRecord | undefined

function snapshot(): LoginRecord | undefined {
  const record = readLoginRecord()
  const raw = record ? JSON.stringify(record) : undefined
  if (raw !== lastRaw) {
    lastRaw = raw
    lastRecord = record
  }
  return lastRecord
}

/** The stored login record, kept current across tabs. The server renders pages as a visitor sees them. */
export function useLoginRecord(): LoginRecord | undefined {
  return useSyncExternalStore(subscribeToLoginRecord, snapshot, visitor)
}

const visitor = () => undefined
