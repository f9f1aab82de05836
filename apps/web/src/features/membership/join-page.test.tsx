import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { readDraft } from '../../lib/session-drafts'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { PERSON, VOLUNTEER_FORM } from '../../test/volunteer'
import { clearJoinDraft, forgetJoinDraftInMemory, readJoinDraft, updateJoinDraft } from './join-draft'
import { JoinPage } from './join-page'
import { JoinWritePage } from './join-write-page'

const PASSWORD = 'Volunteer!2026'

// Step 1's details without the password, as a visitor who has typed them has them.
const DETAILS = { userId: 'hana@example.com', ...PERSON, alwaysApplyYn: 'Y', entryMonth: '3' } as const

const ROUTES = [
  { path: '/:locale/main', element: <p>home</p> },
  { path: '/:locale/login', element: <p>login</p> },
  { path: '/:locale/membership/join', element: <JoinPage /> },
  { path: '/:locale/membership/write', element: <JoinWritePage /> },
]

const t = (key: string) => i18n.t(key, { ns: 'account' })

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['account', 'form'])
  // jsdom has no modal dialogs: open and close them as the browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
  // Nor does it scroll; agreeing to the consents scrolls to the top of step 1.
  window.scrollTo = () => {}
})

beforeEach(() => {
  clearJoinDraft()
  server.use(codeListHandler())
})

const renderJoin = () => renderWithProviders(ROUTES, { at: '/kr/membership/join' })
const currentStep = () =>
  screen.getByRole('list', { name: t('join.stepsLabel') }).querySelector('[aria-current="step"]')
const consentGroup = (kind: 'privacy' | 'sensitive') =>
  screen.getByRole('group', { name: t(`consent.${kind}.question`) })

/** The answers `emailCheck` gives, and how many times it was asked. */
function emailCheck(answer: () => Response = () => HttpResponse.json({ data: { available: true } })) {
  const asked: unknown[] = []
  server.use(
    http.post('/api/register/emailCheck', async ({ request }) => {
      asked.push(await request.json())
      return answer()
    }),
  )
  return asked
}

async function typePasswords(user: ReturnType<typeof userEvent.setup>) {
  await user.type(document.querySelector<HTMLInputElement>('#field-password')!, PASSWORD)
  await user.type(document.querySelector<HTMLInputElement>('#field-passwordConfirm')!, PASSWORD)
}

describe('the consent step of the sign-up', () => {
  it.each([
    ['neither consent answered', [], 'consent.agreeAll'],
    ['only the privacy consent given', ['privacy'], 'consent.agreeSensitive'],
    ['only the sensitive-data consent given', ['sensitive'], 'consent.agreePrivacy'],
  ] as const)('says which consent is missing (%s) and stays on the step', async (_, agreed, message) => {
    const user = userEvent.setup()
    await renderJoin()
    await screen.findByText(t('consent.intro'))
    for (const kind of agreed)
      await user.click(within(consentGroup(kind)).getByRole('radio', { name: t('consent.agree') }))
    await user.click(screen.getByRole('button', { name: t('join.next') }))

    expect(screen.getByRole('alert')).toHaveTextContent(t(message))
    expect(currentStep()).toHaveTextContent(t('join.steps.consent'))
    expect(screen.queryByRole('textbox', { name: /이메일/ })).toBeNull()
    expect(readJoinDraft().consented).toBe(false)
  })

  it('refusing a consent is the same as not giving it', async () => {
    const user = userEvent.setup()
    await renderJoin()
    await screen.findByText(t('consent.intro'))
    await user.click(within(consentGroup('privacy')).getByRole('radio', { name: t('consent.disagree') }))
    await user.click(within(consentGroup('sensitive')).getByRole('radio', { name: t('consent.agree') }))
    await user.click(screen.getByRole('button', { name: t('join.next') }))
    expect(screen.getByRole('alert')).toHaveTextContent(t('consent.agreePrivacy'))
    expect(currentStep()).toHaveTextContent(t('join.steps.consent'))
  })

  it('moves on to step 1 once both are given, and a reload opens step 1 again', async () => {
    const user = userEvent.setup()
    const first = await renderJoin()
    await screen.findByText(t('consent.intro'))
    for (const kind of ['privacy', 'sensitive'] as const) {
      await user.click(within(consentGroup(kind)).getByRole('radio', { name: t('consent.agree') }))
    }
    await user.click(screen.getByRole('button', { name: t('join.next') }))

    expect(await screen.findByRole('textbox', { name: /이메일/ })).toBeVisible()
    expect(currentStep()).toHaveTextContent(t('join.steps.member'))
    expect(screen.queryByText(t('consent.intro'))).toBeNull()
    expect(readDraft('join')).toMatchObject({ consented: true })

    first.unmount()
    forgetJoinDraftInMemory()
    await renderJoin()
    expect(await screen.findByRole('textbox', { name: /이메일/ })).toBeVisible()
    expect(currentStep()).toHaveTextContent(t('join.steps.member'))
  })

  it('asks before cancelling; yes goes home and keeps nothing, no stays', async () => {
    updateJoinDraft({ consented: true, member: DETAILS })
    const user = userEvent.setup()
    const { router } = await renderJoin()

    await user.click(await screen.findByRole('button', { name: t('join.cancel') }))
    let dialog = await screen.findByRole('dialog', { name: t('join.cancelQuestion') })
    await user.click(within(dialog).getByRole('button', { name: t('join.cancelNo') }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('textbox', { name: /^이름/ })).toHaveValue(DETAILS.name)

    await user.click(screen.getByRole('button', { name: t('join.cancel') }))
    dialog = await screen.findByRole('dialog', { name: t('join.cancelQuestion') })
    await user.click(within(dialog).getByRole('button', { name: t('join.cancelYes') }))
    expect(await screen.findByText('home')).toBeVisible()
    expect(router.location.pathname).toBe('/kr/main')
    expect(readDraft('join')).toBeUndefined()
  })
})

describe('step 1 of the sign-up', () => {
  it('goes to step 2 with the details kept and the password out of storage', async () => {
    updateJoinDraft({ consented: true, member: DETAILS })
    const asked = emailCheck()
    const user = userEvent.setup()
    const { router } = await renderJoin()
    await screen.findByRole('textbox', { name: /^이름/ })
    await typePasswords(user)
    await user.click(screen.getByRole('button', { name: t('join.next') }))

    expect(await screen.findByRole('textbox', { name: /^키/ })).toBeVisible()
    expect(router.location.pathname).toBe('/kr/membership/write')
    expect(asked).toEqual([{ email: DETAILS.userId }])
    expect(readJoinDraft().member).toMatchObject({ name: DETAILS.name, password: PASSWORD })
    const stored = JSON.stringify({ ...window.sessionStorage })
    expect(stored).toContain(DETAILS.address)
    expect(stored).not.toContain(PASSWORD)
  })

  it.each([
    ['DUPLICATE_EMAIL', 409, 'form:validation.duplicateEmail'],
    ['WITHDRAWN_EMAIL', 409, 'form:validation.withdrawnEmail'],
  ])('stays when the e-mail cannot be used (%s) and says why at the field', async (code, status, message) => {
    updateJoinDraft({ consented: true, member: DETAILS })
    emailCheck(() => HttpResponse.json({ error: { code, message: code } }, { status }))
    const user = userEvent.setup()
    const { router } = await renderJoin()
    await screen.findByRole('textbox', { name: /^이름/ })
    await typePasswords(user)
    await user.click(screen.getByRole('button', { name: t('join.next') }))

    const email = screen.getByRole('textbox', { name: /이메일/ })
    await within(email.closest('div')!.parentElement!).findByText(i18n.t(message))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(router.location.pathname).toBe('/kr/membership/join')
  })

  it('checks the e-mail on request and says when it is free', async () => {
    updateJoinDraft({ consented: true, member: DETAILS })
    const asked = emailCheck()
    const user = userEvent.setup()
    await renderJoin()
    await user.click(await screen.findByRole('button', { name: t('join.checkEmail') }))
    expect(await screen.findByRole('status')).toHaveTextContent(t('join.emailAvailable'))
    expect(asked).toEqual([{ email: DETAILS.userId }])
  })

  // A limit is not a broken connection: the visitor is told how long to wait, in their language.
  it.each([
    ['kr', '시도 횟수가 너무 많습니다. 30분 후에 다시 시도해 주세요.'],
    ['en', 'Too many attempts. Please try again in 30 minutes.'],
    ['cn', '尝试次数过多，请在30分钟后重试。'],
    ['jp', '試行回数が多すぎます。30分後にもう一度お試しください。'],
  ] as const)('when the e-mail check is refused by a limit says in %s how long to wait', async (locale, message) => {
    updateJoinDraft({ consented: true, member: DETAILS })
    emailCheck(() =>
      HttpResponse.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many requests for these details' } },
        { status: 429, headers: { 'retry-after': '1787' } },
      ),
    )
    const user = userEvent.setup()
    await renderWithProviders(ROUTES, { at: `/${locale}/membership/join`, locale })
    await i18n.loadNamespaces(['account', 'form'])
    await user.click(await screen.findByRole('button', { name: i18n.t('account:join.checkEmail') }))
    const status = await screen.findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(message))
    expect(status).not.toHaveTextContent(i18n.t('common:errors.NETWORK'))
  })

  it('lists what is missing and asks the server nothing when sent empty', async () => {
    updateJoinDraft({ consented: true })
    const asked = emailCheck()
    const user = userEvent.setup()
    const { router } = await renderJoin()
    await user.click(await screen.findByRole('button', { name: t('join.next') }))

    const summary = await screen.findByRole('alert')
    expect(
      within(summary).getByRole('link', { name: new RegExp(t('join.userId').replace(/[()]/g, '\\$&')) }),
    ).toBeVisible()
    expect(within(summary).getByRole('link', { name: /^이름/ })).toBeVisible()
    expect(asked).toEqual([])
    expect(router.location.pathname).toBe('/kr/membership/join')
  })
})

describe('a sign-up on the way to a page that needs a login', () => {
  const notice = '/kr/studyinfo/recruitmentWriteMember?studyId=5'

  it('keeps where it came from through both steps, and the completion logs in towards it', async () => {
    // Step 2's answers, as if typed (they live in this tab's memory).
    updateJoinDraft({ consented: true, member: DETAILS, profile: VOLUNTEER_FORM as never })
    emailCheck()
    server.use(http.post('/api/register/write', () => HttpResponse.json({ userId: DETAILS.userId })))
    const user = userEvent.setup()
    const { router } = await renderWithProviders(ROUTES, {
      at: `/kr/membership/join?returnTo=${encodeURIComponent(notice)}`,
    })
    await screen.findByRole('textbox', { name: /^이름/ })
    await typePasswords(user)
    await user.click(screen.getByRole('button', { name: t('join.next') }))
    await screen.findByRole('textbox', { name: /^키/ })
    expect(router.location.pathname).toBe('/kr/membership/write')
    expect(router.location.search).toBe(`?returnTo=${encodeURIComponent(notice)}`)

    // Back to step 1 and on again: still on the way to the notice.
    await user.click(screen.getByRole('button', { name: t('join.previous') }))
    await screen.findByRole('textbox', { name: /^이름/ })
    expect(router.location.search).toBe(`?returnTo=${encodeURIComponent(notice)}`)
    await user.click(screen.getByRole('button', { name: t('join.next') }))
    await screen.findByRole('textbox', { name: /^키/ })

    await user.click(screen.getByRole('button', { name: t('join.submit') }))
    const start = await screen.findByRole('link', { name: t('join.start') })
    expect(start).toHaveAttribute('href', `/kr/login?returnTo=${encodeURIComponent(notice)}`)
  })

  it('follows only a path on this site', async () => {
    updateJoinDraft({ consented: true, member: DETAILS })
    emailCheck()
    const user = userEvent.setup()
    const { router } = await renderWithProviders(ROUTES, {
      at: `/kr/membership/join?returnTo=${encodeURIComponent('//evil.example/x')}`,
    })
    await screen.findByRole('textbox', { name: /^이름/ })
    await typePasswords(user)
    await user.click(screen.getByRole('button', { name: t('join.next') }))
    await screen.findByRole('textbox', { name: /^키/ })
    expect(router.location.search).toBe('')
  })
})
