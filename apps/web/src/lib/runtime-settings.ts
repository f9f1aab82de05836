import { DEFAULT_CHAT_CHANNEL_URL } from '@ctc/contract/center'

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
}
