import { APPLICATION_RETENTION_MONTHS_DEFAULT } from '@ctc/contract/retention'

/** The server's own copy of the meta tags below, for the pages it renders. */
const serverMeta = new Map<string, string>()

/** On the server: the settings it writes into every page, by meta name. */
export function setServerMeta(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) if (value) serverMeta.set(name, value)
}

// Settings the server writes into index.html as meta tags (see the server's web-app plugin).
function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return serverMeta.get(name)
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined
}

export const runtimeSettings = {
  get analyticsGaId() {
    return meta('ga-id')
  },
  /** CHAT_CHANNEL_URL: the messenger link when the center's identity names none. */
  get chatChannelUrl() {
    return meta('chat-channel-url')
  },
  /** Months a non-member's application is kept after its study's recruitment ends. */
  get applicationRetentionMonths() {
    const months = Number(meta('application-retention-months'))
    return Number.isInteger(months) && months > 0 ? months : APPLICATION_RETENTION_MONTHS_DEFAULT
  },
}
