import type { MemberApplicationStartResponse, MyApplicationResponse } from '@ctc/contract/applications'
import type { StudyTitleResponse } from '@ctc/contract/studies'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { markPasswordConfirmed } from '../../lib/password-confirmation'
import { storeLoginRecord } from '../../lib/storage'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { VOLUNTEER_FORM } from '../../test/volunteer'
import { readApplicationDraft, writeApplicationDraft } from './application-draft'
import { ApplicationPage } from './application-page'

const STUDY_ID = 7
const TOKEN = 'a-session-token-of-43-characters-or-so-xyz'
const LINK_TOKEN = 'confirmation-token-from-the-mailed-link-0123'

const TITLE: StudyTitleResponse = {
  data: {
    studyId: STUDY_ID,
    title: '건강한 성인 대상 임상시험',
    fallbackLocale: null,
    status: 'open',
    applyMethod: 'online',
    recruitStart: '2026-01-01',
    recruitEnd: '2099-12-31',
  },
}

const FORM = VOLUNTEER_FORM

const ROUTES = [
  { path: '/:locale/studyinfo/recruitmentWrite', element: <ApplicationPage kind="guest" /> },
  { path: '/:locale/studyinfo/recruitmentWriteMember', element: <ApplicationPage kind="member" /> },
  { path: '/:locale/myinfo/userInfoPwConfirm', element: <p>password check</p> },
  { path: '/:locale/login', element: <p>login</p> },
]

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['application', 'form'])
  // jsdom has no modal dialogs: open and close them as the browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
})

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'application', ...options })

describe('the link that confirms a non-member application', () => {
  const linkState = (state: 'pending' | 'confirmed') =>
    http.post('/api/kr/recruit/confirm/check', () => HttpResponse.json({ data: { studyId: STUDY_ID, state } }))

  it('confirms with a button, not by opening, and then says the application is complete', async () => {
    let sent: unknown
    server.use(
      linkState('pending'),
      http.get('/api/kr/recruit/write', () => HttpResponse.json(TITLE)),
      http.post('/api/kr/recruit/confirm', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({
          data: { applicationId: 1, studyId: STUDY_ID, status: 'received', appliedAt: '2026-11-25T01:00:00Z' },
        })
      }),
    )
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWrite?studyId=${STUDY_ID}&token=${LINK_TOKEN}` })
    const button = await screen.findByRole('button', { name: t('confirmLink.submit') })
    expect(screen.getByRole('heading', { level: 2, name: TITLE.data.title })).toBeVisible()
    expect(sent).toBeUndefined()
    await userEvent.setup().click(button)
    expect(await screen.findByRole('heading', { level: 3, name: t('result.successTitle') })).toHaveFocus()
    expect(sent).toEqual({ token: LINK_TOKEN })
  })

  it('says when the link has expired or was used, and offers to apply again', async () => {
    server.use(
      linkState('pending'),
      http.get('/api/kr/recruit/write', () => HttpResponse.json(TITLE)),
      http.post('/api/kr/recruit/confirm', () =>
        HttpResponse.json({ error: { code: 'CONFIRMATION_LINK_INVALID', message: 'used' } }, { status: 400 }),
      ),
    )
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWrite?studyId=${STUDY_ID}&token=${LINK_TOKEN}` })
    await userEvent.setup().click(await screen.findByRole('button', { name: t('confirmLink.submit') }))
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.CONFIRMATION_LINK_INVALID'))
    expect(screen.queryByRole('button', { name: t('confirmLink.submit') })).toBeNull()
    expect(screen.getByRole('link', { name: t('confirmLink.applyAgain') })).toHaveAttribute(
      'href',
      `/kr/studyinfo/recruitmentWrite?studyId=${STUDY_ID}`,
    )
  })

  it('opened again after confirming, says the application is confirmed and links to the notice, with no button', async () => {
    let confirmCalls = 0
    server.use(
      linkState('confirmed'),
      http.get('/api/kr/recruit/write', () => HttpResponse.json(TITLE)),
      http.post('/api/kr/recruit/confirm', () => {
        confirmCalls += 1
        return HttpResponse.json({ error: { code: 'ALREADY_CONFIRMED', message: 'confirmed' } }, { status: 409 })
      }),
    )
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWrite?studyId=${STUDY_ID}&token=${LINK_TOKEN}` })
    expect(await screen.findByRole('heading', { level: 3, name: t('result.confirmedTitle') })).toBeVisible()
    expect(screen.getByText(t('result.confirmedMessage'))).toBeVisible()
    expect(screen.queryByRole('button', { name: t('confirmLink.submit') })).toBeNull()
    expect(screen.queryByText(t('errors.CONFIRMATION_LINK_INVALID'))).toBeNull()
    expect(screen.getByRole('link', { name: t('result.toStudy') })).toHaveAttribute(
      'href',
      `/kr/studyinfo/recruitmentView?studyId=${STUDY_ID}`,
    )
    expect(confirmCalls).toBe(0)
  })

  it('confirmed meanwhile in another tab, the button says so too', async () => {
    server.use(
      linkState('pending'),
      http.get('/api/kr/recruit/write', () => HttpResponse.json(TITLE)),
      http.post('/api/kr/recruit/confirm', () =>
        HttpResponse.json({ error: { code: 'ALREADY_CONFIRMED', message: 'confirmed' } }, { status: 409 }),
      ),
    )
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWrite?studyId=${STUDY_ID}&token=${LINK_TOKEN}` })
    await userEvent.setup().click(await screen.findByRole('button', { name: t('confirmLink.submit') }))
    expect(await screen.findByRole('heading', { level: 3, name: t('result.confirmedTitle') })).toHaveFocus()
  })

  it('an expired link says so when it opens, without a button to press first', async () => {
    server.use(
      http.get('/api/kr/recruit/write', () => HttpResponse.json(TITLE)),
      http.post('/api/kr/recruit/confirm/check', () =>
        HttpResponse.json({ error: { code: 'CONFIRMATION_LINK_INVALID', message: 'expired' } }, { status: 400 }),
      ),
    )
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWrite?studyId=${STUDY_ID}&token=${LINK_TOKEN}` })
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.CONFIRMATION_LINK_INVALID'))
    expect(screen.queryByRole('button', { name: t('confirmLink.submit') })).toBeNull()
    expect(screen.getByRole('link', { name: t('confirmLink.applyAgain') })).toBeVisible()
  })
})

describe('the notice applied to', () => {
  it('is marked and read as Korean on an English page when it has no English text', async () => {
    await i18n.loadNamespaces('application')
    server.use(
      codeListHandler(),
      http.get('/api/en/recruit/write', () => HttpResponse.json({ data: { ...TITLE.data, fallbackLocale: 'kr' } })),
    )
    await renderWithProviders(ROUTES, { at: `/en/studyinfo/recruitmentWrite?studyId=${STUDY_ID}`, locale: 'en' })
    const heading = await screen.findByRole('heading', { level: 2, name: /건강한 성인 대상 임상시험/ })
    expect(heading).toHaveTextContent('Korean only')
    expect(screen.getByText(TITLE.data.title)).toHaveAttribute('lang', 'ko')
  })
})

/** Apply, and yes to the confirmation. */
async function sendApplication(user: ReturnType<typeof userEvent.setup>) {
  const [applyButton] = await screen.findAllByRole('button', { name: t('actions.apply') })
  await user.click(applyButton!)
  const dialog = await screen.findByRole('dialog', { name: t('confirm.apply') })
  await user.click(within(dialog).getByRole('button', { name: t('confirm.applyYes') }))
}

describe("a member's application", () => {
  function memberStart(
    form: Record<string, unknown> = FORM,
    alreadyApplied = false,
    mine: MyApplicationResponse['data'] = null,
  ) {
    const start: MemberApplicationStartResponse = { data: { form, alreadyApplied } }
    server.use(
      codeListHandler(),
      http.get('/api/kr/recruit/write', () => HttpResponse.json(TITLE)),
      http.get('/api/kr/recruit/myApplication', () => HttpResponse.json({ data: mine })),
      http.get('/api/kr/recruit/writeRegi', () => HttpResponse.json(start)),
    )
  }

  it("asks the password on the application's own page, then opens the form from the profile", async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    memberStart()
    let confirmed = false
    server.use(
      http.get('/api/kr/recruit/writeRegi', () =>
        confirmed
          ? HttpResponse.json({ data: { form: FORM, alreadyApplied: false } })
          : HttpResponse.json(
              { error: { code: 'PASSWORD_CONFIRMATION_REQUIRED', message: 'confirm' } },
              { status: 403 },
            ),
      ),
      http.post('/api/kr/sbjUser/pwConfirm', () => {
        confirmed = true
        return HttpResponse.json({ result: 'ok' })
      }),
    )
    const { router } = await renderWithProviders(ROUTES, {
      at: `/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}`,
    })
    expect(await screen.findByRole('heading', { level: 3, name: t('member.passwordTitle') })).toBeVisible()
    expect(screen.getByText(t('member.passwordIntro'))).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: TITLE.data.title })).toBeVisible()
    expect(router.location.pathname).toBe('/kr/studyinfo/recruitmentWriteMember')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/비밀번호/), 'Volunteer#2026')
    await user.click(screen.getByRole('button', { name: i18n.t('mypage:password.submit') }))
    expect(await screen.findByRole('heading', { level: 3, name: t('steps.consent') })).toBeVisible()
    expect(router.location.pathname).toBe('/kr/studyinfo/recruitmentWriteMember')
  })

  it('tells a member who has applied so, before asking for the password', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    let startAsked = false
    memberStart(FORM, false, { applicationId: 3, appliedOn: '2026-11-20' })
    server.use(
      http.get('/api/kr/recruit/writeRegi', () => {
        startAsked = true
        return HttpResponse.json(
          { error: { code: 'PASSWORD_CONFIRMATION_REQUIRED', message: 'confirm' } },
          { status: 403 },
        )
      }),
    )
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}` })
    expect(await screen.findByRole('heading', { level: 3, name: t('result.already') })).toBeVisible()
    expect(screen.queryByLabelText(/비밀번호/)).toBeNull()
    expect(startAsked).toBe(false)
  })

  it("shows the account's name, birth date, mobile and e-mail as they are, not as fields", async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    memberStart()
    writeApplicationDraft('member', STUDY_ID, { consented: true, step: 'applicant' })
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}` })
    const details = await screen.findByText('kim@example.com')
    expect(details.closest('dl')).toHaveTextContent('김하늘')
    expect(details.closest('dl')).toHaveTextContent('010-1234-5678')
    expect(screen.queryByRole('textbox', { name: /이름/ })).toBeNull()
    expect(screen.getByRole('textbox', { name: /주소/ })).toHaveValue('서울특별시 종로구')
  })

  it('asks the password again when a save to the profile is refused, keeping every answer in the draft', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    markPasswordConfirmed(TOKEN)
    memberStart()
    writeApplicationDraft('member', STUDY_ID, {
      consented: true,
      step: 'health',
      saveToProfile: true,
      values: { ...FORM, weight: 58, drugYn: 'N' } as never,
    })
    server.use(
      http.post('/api/kr/recruit/writeRegi', () =>
        HttpResponse.json({ error: { code: 'PASSWORD_CONFIRMATION_REQUIRED', message: 'confirm' } }, { status: 403 }),
      ),
    )
    const { router } = await renderWithProviders(ROUTES, {
      at: `/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}`,
    })
    const user = userEvent.setup()
    await sendApplication(user)

    expect(await screen.findByRole('heading', { level: 3, name: t('member.passwordTitle') })).toBeVisible()
    expect(router.location.pathname).toBe('/kr/studyinfo/recruitmentWriteMember')
    const draft = readApplicationDraft('member', STUDY_ID)
    expect(draft).toMatchObject({ step: 'health', saveToProfile: true, values: { weight: 58, address: FORM.address } })

    // Confirmed, the form is back on its step with every answer.
    server.use(http.post('/api/kr/sbjUser/pwConfirm', () => HttpResponse.json({ result: 'ok' })))
    await user.type(screen.getByLabelText(/비밀번호/), 'Volunteer#2026')
    await user.click(screen.getByRole('button', { name: i18n.t('mypage:password.submit') }))
    expect(await screen.findByRole('heading', { level: 3, name: t('steps.health') })).toBeVisible()
    expect(screen.getByRole('textbox', { name: /몸무게/ })).toHaveValue('58')
    expect(screen.getByRole('checkbox', { name: t('member.saveToProfile') })).toBeChecked()
  })

  it('sends a member whose session ended to log in again, saying so; the draft waits', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    markPasswordConfirmed(TOKEN)
    memberStart()
    writeApplicationDraft('member', STUDY_ID, {
      consented: true,
      step: 'health',
      values: { ...FORM, weight: 61 } as never,
    })
    server.use(
      http.post('/api/kr/recruit/writeRegi', () =>
        HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'log in' } }, { status: 401 }),
      ),
    )
    const { router } = await renderWithProviders(ROUTES, {
      at: `/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}`,
    })
    await sendApplication(userEvent.setup())
    expect(await screen.findByText('login')).toBeVisible()
    expect(router.location.search).toBe(
      `?returnTo=${encodeURIComponent(`/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}`)}&reason=sessionEnded`,
    )
    expect(readApplicationDraft('member', STUDY_ID)).toMatchObject({ step: 'health', values: { weight: 61 } })
  })

  it('says the notice was applied to already instead of opening the form again', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    memberStart(FORM, true)
    writeApplicationDraft('member', STUDY_ID, { consented: true, step: 'health', values: FORM as never })
    await renderWithProviders(ROUTES, { at: `/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}` })
    expect(await screen.findByRole('heading', { level: 3, name: t('result.already') })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: TITLE.data.title })).toBeVisible()
    expect(screen.queryByRole('button', { name: t('actions.apply') })).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByRole('link', { name: t('result.toHistory') })).toHaveAttribute('href', '/kr/myinfo/history')
  })
})
