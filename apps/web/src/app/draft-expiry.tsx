import { useEffect } from 'react'
import { clearDrafts } from '../lib/session-drafts'

const EVERY_MS = 60_000

/** Removes form drafts older than their lifetime, at start and every minute while the site is open. */
export function DraftExpiry() {
  useEffect(() => {
    const purge = () => clearDrafts({ expiredOnly: true })
    purge()
    const timer = window.setInterval(purge, EVERY_MS)
    return () => window.clearInterval(timer)
  }, [])
  return null
}
