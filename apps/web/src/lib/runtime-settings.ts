import { DEFAULT_CHAT_CHANNEL_URL } from '@ctc/contract/center'
import { APPLICATION_RETENTION_MONTHS_DEFAULT } from '@ctc/contract/retention'

// Settings the server writes into index.html as meta tags (see the server's web-app plugin).
function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined
}

export const runtimeSettings = {
  get analyticsGaId() {
    return meta('ga-id')
  },
  get chatChannelUrl() {
    return meta('chat-channel-url') ?? DEFAULT_CHAT_CHANNEL_URL
  },
  /** Months a non-member's application is kept after its study's recruitment ends. */
  get applicationRetentionMonths() {
    const months = Number(meta('application-retention-months'))
    return Number.isInteger(months) && months > 0 ? months : APPLICATION_RETENTION_MONTHS_DEFAULT
  },
}
