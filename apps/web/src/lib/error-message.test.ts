import type { Locale } from '@ctc/contract/locale-codes'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { errorMessage } from './error-message'
import { changeLocale, i18n, initI18n } from './i18n'

const limited = (seconds?: number) => new ApiError(429, 'RATE_LIMITED', 'Too many requests', seconds)

beforeAll(async () => {
  await initI18n('kr')
})

async function messageIn(locale: Locale, error: unknown, featureKeys?: Record<string, string>, fallback?: string) {
  await changeLocale(locale)
  await i18n.loadNamespaces('common')
  return errorMessage(i18n.t, error, featureKeys, fallback)
}

// Every page shows a refusal by a limit through errorMessage: the wait comes with it, wherever it is.
describe('errorMessage for a refusal by a limit', () => {
  it.each([
    ['kr', 1, '시도 횟수가 너무 많습니다. 1초 후에 다시 시도해 주세요.'],
    ['kr', 125, '시도 횟수가 너무 많습니다. 3분 후에 다시 시도해 주세요.'],
    ['en', 1, 'Too many attempts. Please try again in 1 second.'],
    ['en', 45, 'Too many attempts. Please try again in 45 seconds.'],
    ['en', 60, 'Too many attempts. Please try again in 1 minute.'],
    ['en', 3600, 'Too many attempts. Please try again in 60 minutes.'],
    ['cn', 45, '尝试次数过多，请在45秒后重试。'],
    ['cn', 600, '尝试次数过多，请在10分钟后重试。'],
    ['jp', 45, '試行回数が多すぎます。45秒後にもう一度お試しください。'],
    ['jp', 61, '試行回数が多すぎます。2分後にもう一度お試しください。'],
  ] as const)('in %s, after %i s, says %s', async (locale, seconds, message) => {
    expect(await messageIn(locale, limited(seconds))).toBe(message)
  })

  it('says to wait a moment when the answer gave no wait', async () => {
    expect(await messageIn('en', limited())).toBe('Too many attempts. Please wait a moment and try again.')
  })

  it("comes before a feature's own messages and its fallback", async () => {
    const message = await messageIn(
      'en',
      limited(90),
      { RATE_LIMITED: 'common:errors.INTERNAL_ERROR' },
      'common:errors.NOT_FOUND',
    )
    expect(message).toBe('Too many attempts. Please try again in 2 minutes.')
  })

  it("leaves other codes to the feature's messages, then its fallback, then the generic ones", async () => {
    const notFound = new ApiError(404, 'NOT_FOUND', 'gone')
    expect(await messageIn('en', notFound, { NOT_FOUND: 'common:errors.FORBIDDEN' })).toBe(
      'You do not have permission to do this.',
    )
    expect(await messageIn('en', notFound, {}, 'common:errors.VALIDATION_FAILED')).toBe(
      'Please check what you entered.',
    )
    expect(await messageIn('en', notFound)).toBe('We could not find what you asked for.')
  })
})
