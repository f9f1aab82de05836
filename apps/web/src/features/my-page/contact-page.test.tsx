import type { ContactPreferences } from '@ctc/contract/contact-preferences'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { storeLoginRecord } from '../../lib/storage'
import { ALERTS_CONSENT } from '../../test/consents'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { ContactPage } from './contact-page'
import { UnsubscribePage } from './unsubscribe-page'
import { VerifyEmailPage } from './verify-email-page'

const START: ContactPreferences = {
  alerts: false,
  frequency: 'now',
  pausedUntil: null,
  emailVerified: false,
  verificationSentAt: null,
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('mypage')
})

function serveContact() {
  let state = { ...START }
  const posted: { path: string; body: unknown }[] = []
  server.use(
    http.get('/api/en/sbjUser/contact', () => HttpResponse.json({ data: state })),
    http.post('/api/en/sbjUser/contact/:change', async ({ request, params }) => {
      const body = request.headers.get('content-type') ? await request.json() : undefined
      posted.push({ path: String(params.change), body })
      if (params.change === 'alerts') {
        const input = body as { alerts: boolean; frequency: 'now' | 'weekly' }
        state = { ...state, ...input, verificationSentAt: '2026-11-25T01:00:00.000Z' }
      }
      if (params.change === 'pause') state = { ...state, pausedUntil: '2027-05-24T15:00:00.000Z' }
      if (params.change === 'resume') state = { ...state, pausedUntil: null }
      return HttpResponse.json({ data: state })
    }),
  )
  return posted
}

describe('ContactPage', () => {
  it('turns weekly alerts on as an optional consent, and says they wait for the address', async () => {
    storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: 'Kim' })
    const posted = serveContact()
    await renderWithProviders(<ContactPage />, {
      at: '/en/myinfo/contact',
      path: '/:locale/myinfo/contact',
      locale: 'en',
    })
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail me new studies that match my volunteer form' })
    expect(alerts).not.toBeChecked()
    // The words are those of the alerts consent in effect, from the server, not a bundled message.
    expect(alerts).toHaveAccessibleDescription(`${ALERTS_CONSENT.title} (en) ${ALERTS_CONSENT.text}`)
    await userEvent.click(alerts)
    await userEvent.click(screen.getByRole('radio', { name: 'Once a week (Monday morning)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }))
    expect(await screen.findByText('Alerts start once your e-mail address is confirmed.')).toBeVisible()
    // Turning alerts on names the version of the consent shown.
    expect(posted).toEqual([
      { path: 'alerts', body: { alerts: true, frequency: 'weekly', consentVersion: ALERTS_CONSENT.version } },
    ])
    expect(screen.getByText(/We sent a confirmation link on/)).toBeVisible()
  })

  it('says so when the alerts consent changed while the page was open, and keeps the choices', async () => {
    storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: 'Kim' })
    serveContact()
    server.use(
      http.post('/api/en/sbjUser/contact/alerts', () =>
        HttpResponse.json({ error: { code: 'CONSENT_VERSION_OUTDATED', message: 'outdated' } }, { status: 409 }),
      ),
    )
    await renderWithProviders(<ContactPage />, {
      at: '/en/myinfo/contact',
      path: '/:locale/myinfo/contact',
      locale: 'en',
    })
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail me new studies that match my volunteer form' })
    await userEvent.click(alerts)
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The consent text changed again in the meantime. Please read the new text and agree again.',
    )
    expect(alerts).toBeChecked()
  })

  it('pauses contact for the chosen months and resumes it', async () => {
    storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: 'Kim' })
    const posted = serveContact()
    await renderWithProviders(<ContactPage />, {
      at: '/en/myinfo/contact',
      path: '/:locale/myinfo/contact',
      locale: 'en',
    })
    const group = await screen.findByRole('group', { name: 'Pause for' })
    await userEvent.click(within(group).getByRole('radio', { name: '12 months' }))
    await userEvent.click(screen.getByRole('button', { name: 'Pause contact' }))
    expect(await screen.findByText('Contact is paused. It resumes on May 25, 2027.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Resume contact now' }))
    expect(await screen.findByRole('button', { name: 'Pause contact' })).toBeVisible()
    expect(posted).toEqual([
      { path: 'pause', body: { months: 12 } },
      { path: 'resume', body: undefined },
    ])
  })
})

describe('links from the mails', () => {
  it('confirms the address from the link, and explains a link that is not valid', async () => {
    server.use(
      http.post('/api/alerts/verify', async ({ request }) => {
        const { token } = (await request.json()) as { token: string }
        return token === '12.1790000000000.good-signature'
          ? HttpResponse.json({ result: 'ok' })
          : HttpResponse.json({ error: { code: 'CONTACT_LINK_INVALID', message: 'no' } }, { status: 400 })
      }),
    )
    const good = await renderWithProviders(<VerifyEmailPage />, {
      at: '/en/myinfo/verifyEmail?token=12.1790000000000.good-signature',
      path: '/:locale/myinfo/verifyEmail',
      locale: 'en',
    })
    expect(await screen.findByText('Thank you. Your e-mail address is confirmed.')).toBeVisible()
    good.unmount()
    await renderWithProviders(<VerifyEmailPage />, {
      at: '/en/myinfo/verifyEmail?token=12.1790000000000.forged-signature',
      path: '/:locale/myinfo/verifyEmail',
      locale: 'en',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('mypage:errors.CONTACT_LINK_INVALID'))
  })

  it('stops alerts only when the button is pressed, without a login', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/alerts/unsubscribe', ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('token') ?? '')
        return HttpResponse.json({ result: 'ok' })
      }),
    )
    storeLoginRecord(undefined)
    await renderWithProviders(<UnsubscribePage />, {
      at: '/en/alerts/unsubscribe?token=12.signature',
      path: '/:locale/alerts/unsubscribe',
      locale: 'en',
    })
    const button = await screen.findByRole('button', { name: 'Stop study alerts' })
    expect(calls).toEqual([])
    await userEvent.click(button)
    expect(await screen.findByRole('status')).toHaveTextContent(/We will no longer e-mail you about new studies/)
    expect(calls).toEqual(['12.signature'])
  })
})
