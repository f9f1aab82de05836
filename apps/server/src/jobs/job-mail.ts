import { createHash } from 'node:crypto'
import type { JobRow } from '../db/schema.js'

/**
 * The Message-ID of the mail a job sends: the same on every try of that job, so that a try
 * repeated after a crash between sending and recording is recognised as the same message.
 */
export function jobMessageId(job: Pick<JobRow, 'unique_key'>, publicUrl: string): string {
  const digest = createHash('sha256').update(job.unique_key).digest('hex').slice(0, 32)
  return `<job-${digest}@${new URL(publicUrl).hostname}>`
}
