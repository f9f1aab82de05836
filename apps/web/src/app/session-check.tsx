import type { LoginedResponse } from '@ctc/contract/auth'
import { useEffect } from 'react'
import { apiRequest } from '../lib/api-client'
import { readLoginRecord, storeLoginRecord } from '../lib/storage'

/**
 * The spec's session check at start: with a stored record, ask the server.
 * Falsy logs out (record removed), truthy restores the user, an error removes
 * the record silently.
 */
export function SessionCheck() {
  useEffect(() => {
    const record = readLoginRecord()
    if (!record) return
    apiRequest<LoginedResponse>('/api/auth/logined')
      .then((answer) => {
        if (!answer.data) storeLoginRecord(undefined)
        else storeLoginRecord({ token: record.token, userName: answer.userName ?? record.userName })
      })
      .catch(() => storeLoginRecord(undefined))
  }, [])
  return null
}
