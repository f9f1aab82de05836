import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { storeLoginRecord } from '../../lib/storage'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { PRESCREEN, prescreenHandler } from '../../test/prescreen'
import { VOLUNTEER_FORM } from '../../test/volunteer'
import { readApplicationDraft, writeApplicationDraft } from './application-draft'
import { ApplicationFlow } from './application-flow'

const STUDY_ID = 12
const TITLE = { title: '건강한 성인 대상 임상시험', fallbackLocale: null }
const AT = `/kr/studyinfo/recruitmentWrite?studyId=${STUDY_ID}`

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'application', ...options })

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

beforeEach(() => server.use(codeListHandler()))

function renderGuestFlow() {
  return renderWithProviders(<ApplicationFlow kind="guest" studyId={STUDY_ID} title={TITLE} />, {
    at: AT,
    path: '/:locale/studyinfo/recruitmentWrite',
  })
}

/** Counts the applications sent, answering each as `answer` does. */
function guestApplications(answer: () => Response = () => HttpResponse.json({ data: { sent: true } })) {
  const sent: unknown[] = []
  server.use(
    http.post('/api/kr/recruit/write', async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  return sent
}

const stepHeading = (step: 'applicant' | 'health') =>
  screen.findByRole('heading', { level: 3, name: t(`steps.${step}`) })

async function agreeToBoth(user: ReturnType<typeof userEvent.setup>) {
  for (const radio of await screen.findAllByRole('radio', { name: t('consent.agree') })) await user.click(radio)
  await user.click(screen.getByRole('button', { name: t('actions.next') }))
}

describe('the session draft of an application', () => {
  it('brings back the consent, the step and every answer typed after the page is left and opened again', async () => {
    const user = userEvent.setup()
    const first = await renderGuestFlow()
    await agreeToBoth(user)
    await stepHeading('applicant')
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'sky@example.com')
    await user.type(screen.getByRole('textbox', { name: /주소/ }), '부산광역시 해운대구')
    first.unmount()

    await renderGuestFlow()
    expect(await stepHeading('applicant')).toBeVisible()
    expect(screen.queryByRole('radio', { name: t('consent.agree') })).toBeNull()
    expect(screen.getByRole('textbox', { name: /이메일/ })).toHaveValue('sky@example.com')
    expect(screen.getByRole('textbox', { name: /주소/ })).toHaveValue('부산광역시 해운대구')
  })

  it('is kept for its own study and applicant only', async () => {
    writeApplicationDraft('guest', STUDY_ID + 1, {
      consented: true,
      step: 'health',
      values: { ...VOLUNTEER_FORM, email: 'other@example.com' } as never,
    })
    writeApplicationDraft('member', STUDY_ID, { consented: true, step: 'health', values: VOLUNTEER_FORM as never })
    await renderGuestFlow()
    for (const radio of await screen.findAllByRole('radio', { name: t('consent.agree') }))
      expect(radio).not.toBeChecked()
    expect(screen.queryByRole('textbox', { name: /이메일/ })).toBeNull()
  })
})

describe('going back to the first step', () => {
  it('keeps the answers of both steps', async () => {
    writeApplicationDraft('guest', STUDY_ID, { consented: true, step: 'applicant', values: VOLUNTEER_FORM as never })
    const user = userEvent.setup()
    await renderGuestFlow()
    await stepHeading('applicant')
    await user.click(screen.getByRole('button', { name: t('actions.next') }))
    const height = await screen.findByRole('textbox', { name: /^키/ })
    await user.clear(height)
    await user.type(height, '171')

    await user.click(screen.getByRole('button', { name: t('actions.previous') }))
    expect(await stepHeading('applicant')).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /이메일/ })).toHaveValue(VOLUNTEER_FORM.email)
    expect(screen.getByRole('textbox', { name: /주소/ })).toHaveValue(VOLUNTEER_FORM.address)
    expect(readApplicationDraft('guest', STUDY_ID)).toMatchObject({ step: 'applicant', values: { height: '171' } })

    await user.click(screen.getByRole('button', { name: t('actions.next') }))
    expect(await screen.findByRole('textbox', { name: /^키/ })).toHaveValue('171')
  })
})

describe('the question before an application is sent', () => {
  it('sends nothing until it is answered yes, and going back to check sends nothing', async () => {
    writeApplicationDraft('guest', STUDY_ID, { consented: true, step: 'health', values: VOLUNTEER_FORM as never })
    const sent = guestApplications()
    const user = userEvent.setup()
    await renderGuestFlow()
    await stepHeading('health')

    await user.click(screen.getByRole('button', { name: t('actions.apply') }))
    let dialog = await screen.findByRole('dialog', { name: t('confirm.apply') })
    await user.click(within(dialog).getByRole('button', { name: t('confirm.applyNo') }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await stepHeading('health')).toBeVisible()
    expect(sent).toEqual([])

    await user.click(screen.getByRole('button', { name: t('actions.apply') }))
    dialog = await screen.findByRole('dialog', { name: t('confirm.apply') })
    await user.click(within(dialog).getByRole('button', { name: t('confirm.applyYes') }))
    expect(await screen.findByRole('heading', { level: 3, name: t('result.checkMailTitle') })).toHaveFocus()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ studyId: STUDY_ID, form: { email: VOLUNTEER_FORM.email } })
    expect(screen.getByText(VOLUNTEER_FORM.email)).toBeVisible()
    // Sent: nothing typed is left in the session.
    expect(readApplicationDraft('guest', STUDY_ID)).toEqual({ consented: false, step: 'applicant' })
  })

  it('is not asked while the form has a mistake; the mistake is shown instead', async () => {
    writeApplicationDraft('guest', STUDY_ID, {
      consented: true,
      step: 'health',
      values: { ...VOLUNTEER_FORM, height: '' } as never,
    })
    const sent = guestApplications()
    const user = userEvent.setup()
    await renderGuestFlow()
    await stepHeading('health')
    await user.click(screen.getByRole('button', { name: t('actions.apply') }))
    expect(await screen.findByRole('link', { name: /키/ })).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent).toEqual([])
  })
})

describe('an application to a notice applied to already', () => {
  it('says so when the server refuses it, and forgets the draft', async () => {
    storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: '김하늘' })
    writeApplicationDraft('member', STUDY_ID, { consented: true, step: 'health', values: VOLUNTEER_FORM as never })
    server.use(
      http.post('/api/kr/recruit/writeRegi', () =>
        HttpResponse.json({ error: { code: 'ALREADY_APPLIED', message: 'already' } }, { status: 409 }),
      ),
    )
    const user = userEvent.setup()
    await renderWithProviders(
      <ApplicationFlow kind="member" studyId={STUDY_ID} title={TITLE} startValues={VOLUNTEER_FORM} />,
      {
        at: `/kr/studyinfo/recruitmentWriteMember?studyId=${STUDY_ID}`,
        path: '/:locale/studyinfo/recruitmentWriteMember',
      },
    )
    await user.click(await screen.findByRole('button', { name: t('actions.apply') }))
    const dialog = await screen.findByRole('dialog', { name: t('confirm.apply') })
    await user.click(within(dialog).getByRole('button', { name: t('confirm.applyYes') }))

    expect(await screen.findByRole('heading', { level: 3, name: t('result.already') })).toHaveFocus()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: t('result.toHistory') })).toHaveAttribute('href', '/kr/myinfo/history')
    expect(readApplicationDraft('member', STUDY_ID)).toEqual({ consented: false, step: 'applicant' })
  })
})

describe('the study’s own questions', () => {
  it('are asked after the health answers, kept on reload, checked, and sent with their version', async () => {
    server.use(prescreenHandler(PRESCREEN))
    writeApplicationDraft('guest', STUDY_ID, { consented: true, step: 'health', values: VOLUNTEER_FORM as never })
    const sent = guestApplications()
    const user = userEvent.setup()
    const first = await renderGuestFlow()
    await stepHeading('health')
    const anticoag = await screen.findByRole('group', { name: /anticoagulant/ })
    await user.click(within(anticoag).getByRole('radio', { name: '아니요' }))
    await user.click(screen.getByRole('radio', { name: 'Every day' }))
    first.unmount()

    await renderGuestFlow()
    await stepHeading('health')
    expect(
      within(await screen.findByRole('group', { name: /anticoagulant/ })).getByRole('radio', { name: '아니요' }),
    ).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Every day' })).toBeChecked()

    // The follow-up is unanswered: the summary names it, and nothing is sent.
    await user.click(screen.getByRole('button', { name: t('actions.apply') }))
    const summary = await screen.findByRole('alert')
    expect(within(summary).getByRole('link', { name: /cigarettes a day/ })).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.type(screen.getByRole('textbox', { name: /cigarettes a day/ }), '12')
    await user.click(screen.getByRole('button', { name: t('actions.apply') }))
    const dialog = await screen.findByRole('dialog', { name: t('confirm.apply') })
    await user.click(within(dialog).getByRole('button', { name: t('confirm.applyYes') }))
    expect(await screen.findByRole('heading', { level: 3, name: t('result.checkMailTitle') })).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      prescreen: { versionId: PRESCREEN.versionId, answers: { anticoag: 'no', smoker: 'daily', cigarettes: 12 } },
    })
  })
})
