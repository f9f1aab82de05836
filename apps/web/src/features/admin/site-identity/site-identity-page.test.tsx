import type { SiteIdentity, SiteIdentityAdminResponse } from '@ctc/contract/site-content'
import type { StaffRole } from '@ctc/contract/staff-auth'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../../lib/i18n'
import { endStaffSession, startStaffSession } from '../../../lib/staff-session'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { TEST_IDENTITY } from '../../../test/site-identity'
import { SetupPrompt } from '../shell/setup-prompt'
import { formValues } from './identity-form'
import { SiteIdentityPage } from './site-identity-page'

const STORED: SiteIdentity = formValues(TEST_IDENTITY)

const VERSIONS: SiteIdentityAdminResponse['versions'] = [
  { versionId: 2, createdAt: '2026-11-20T01:00:00.000Z', createdBy: '김관리', restoredFrom: null, current: true },
  { versionId: 1, createdAt: '2026-11-01T01:00:00.000Z', createdBy: null, restoredFrom: null, current: false },
]

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['admin', 'form'])
  // jsdom has no modal dialogs: open and close them as the browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
})

afterEach(() => endStaffSession('logout'))

/** The console's API for the screen: the stored identity and history, and what was sent. */
function identityApi(
  initial: SiteIdentityAdminResponse = { identity: { ...STORED, versionId: 2 }, versions: VERSIONS },
) {
  const sent: { put: SiteIdentity[]; restored: number[] } = { put: [], restored: [] }
  let state = initial
  server.use(
    http.get('/api/admin/site/identity', () => HttpResponse.json(state)),
    http.put('/api/admin/site/identity', async ({ request }) => {
      const body = (await request.json()) as SiteIdentity
      sent.put.push(body)
      const versionId = Math.max(0, ...state.versions.map((v) => v.versionId)) + 1
      state = {
        identity: { ...body, versionId },
        versions: [
          { versionId, createdAt: '2026-11-29T01:00:00.000Z', createdBy: '김관리', restoredFrom: null, current: true },
          ...state.versions.map((v) => ({ ...v, current: false })),
        ],
      }
      return HttpResponse.json(state)
    }),
  )
  return { sent, set: (next: SiteIdentityAdminResponse) => (state = next) }
}

const renderPage = () =>
  renderWithProviders([{ path: '/admin/settings/identity', element: <SiteIdentityPage /> }], {
    at: '/admin/settings/identity',
  })

describe('the center identity screen', () => {
  it('shows the published identity, refuses a wrong phone in words, and publishes the corrected one', async () => {
    const { sent } = identityApi()
    const user = userEvent.setup()
    await renderPage()

    const phone = await screen.findByLabelText(/^전화번호/)
    expect(phone).toHaveValue(TEST_IDENTITY.phone)
    expect(screen.getByLabelText(/^센터 이름 \(한국어\)/)).toHaveValue(TEST_IDENTITY.name.kr)
    expect(screen.getByLabelText(/^위도/)).toHaveValue(TEST_IDENTITY.latitude)
    // Every localized text says that an empty language shows Korean.
    expect(screen.getAllByText('한국어는 필수입니다. 비워 둔 언어에는 한국어 내용이 표시됩니다.').length).toBe(5)

    await user.clear(phone)
    await user.type(phone, '전화 주세요')
    const hours = screen.getByLabelText(/^운영 시간 \(영어\)/)
    await user.clear(hours)
    await user.type(hours, 'Mon to Fri 9:00 to 17:00')
    await user.click(screen.getByRole('button', { name: '게시' }))
    const summary = await screen.findByRole('alert')
    expect(within(summary).getByRole('link', { name: '전화번호: 올바른 전화번호를 입력해 주세요.' })).toBeVisible()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(sent.put).toEqual([])

    await user.clear(phone)
    await user.type(phone, '051-555-0199')
    await user.click(screen.getByRole('button', { name: '게시' }))
    expect(await screen.findByText('게시했습니다. 공개 사이트에 새 센터 정보가 표시됩니다.')).toBeVisible()
    expect(sent.put).toHaveLength(1)
    expect(sent.put[0]).toEqual({
      ...STORED,
      phone: '051-555-0199',
      hours: { ...STORED.hours, en: 'Mon to Fri 9:00 to 17:00' },
    })
    // The history lists the new version as the current one.
    expect(await screen.findByRole('cell', { name: '3' })).toBeVisible()
    expect(screen.getByLabelText(/^운영 시간 \(영어\)/)).toHaveValue('Mon to Fri 9:00 to 17:00')
  })

  it("puts the server's refusal on the field it names and keeps everything typed", async () => {
    identityApi()
    server.use(
      http.put('/api/admin/site/identity', () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION_FAILED', message: 'Invalid request: body/address/kr' } },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    await renderPage()
    const address = await screen.findByLabelText(/^주소 \(한국어\)/)
    await user.clear(address)
    await user.type(address, '부산광역시 해운대구 새주소로 2')
    await user.click(screen.getByRole('button', { name: '게시' }))
    const summary = await screen.findByRole('alert')
    expect(within(summary).getByRole('link', { name: /주소 \(한국어\): 입력한 값을 확인해 주세요/ })).toBeVisible()
    expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(address).toHaveValue('부산광역시 해운대구 새주소로 2')
  })

  it('asks for both coordinates or neither before sending', async () => {
    const { sent } = identityApi()
    const user = userEvent.setup()
    await renderPage()
    await user.clear(await screen.findByLabelText(/^경도/))
    await user.click(screen.getByRole('button', { name: '게시' }))
    expect(
      within(await screen.findByRole('alert')).getByRole('link', {
        name: '경도: 위도와 경도를 모두 입력하거나 모두 비워 두세요.',
      }),
    ).toBeVisible()
    await user.clear(screen.getByLabelText(/^위도/))
    await user.click(screen.getByRole('button', { name: '게시' }))
    await waitFor(() => expect(sent.put).toHaveLength(1))
    expect(sent.put[0]).toMatchObject({ latitude: null, longitude: null })
  })

  it('adds, orders and removes related sites', async () => {
    const { sent } = identityApi()
    const user = userEvent.setup()
    await renderPage()
    await user.click(await screen.findByRole('button', { name: '관련 사이트 추가' }))
    await user.type(
      screen.getByLabelText(/^이름 \(한국어\)/, { selector: '#field-relatedSites\\.1\\.label\\.kr' }),
      '식품의약품안전처',
    )
    const url = screen.getByLabelText(/^웹 주소/, { selector: '#field-relatedSites\\.1\\.url' })
    await user.clear(url)
    await user.type(url, 'https://www.mfds.go.kr')
    await user.click(screen.getByRole('button', { name: '관련 사이트 2 위로 이동' }))
    await user.click(screen.getByRole('button', { name: '관련 사이트 추가' }))
    await user.click(screen.getByRole('button', { name: '관련 사이트 3 삭제' }))
    await user.click(screen.getByRole('button', { name: '게시' }))
    await waitFor(() => expect(sent.put).toHaveLength(1))
    expect(sent.put[0]?.relatedSites).toEqual([
      { label: { kr: '식품의약품안전처', en: '', cn: '', jp: '' }, url: 'https://www.mfds.go.kr' },
      ...STORED.relatedSites,
    ])
  })

  it('restores an earlier version after asking, and shows it in the form', async () => {
    const api = identityApi()
    const restored: number[] = []
    const older = { ...STORED, phone: '051-555-0001' }
    server.use(
      http.post('/api/admin/site/identity/versions/:versionId/restore', ({ params }) => {
        restored.push(Number(params.versionId))
        const next: SiteIdentityAdminResponse = {
          identity: { ...older, versionId: 3 },
          versions: [
            {
              versionId: 3,
              createdAt: '2026-11-29T02:00:00.000Z',
              createdBy: '김관리',
              restoredFrom: 1,
              current: true,
            },
            ...VERSIONS.map((v) => ({ ...v, current: false })),
          ],
        }
        api.set(next)
        return HttpResponse.json(next)
      }),
    )
    const user = userEvent.setup()
    await renderPage()
    expect(await screen.findByText('초기 데이터')).toBeVisible()
    expect(screen.queryByRole('button', { name: '버전 2 복원' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '버전 1 복원' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('버전 1을(를) 다시 게시할까요?')
    await user.click(within(dialog).getByRole('button', { name: '취소' }))
    expect(restored).toEqual([])

    await user.click(screen.getByRole('button', { name: '버전 1 복원' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '복원' }))
    expect(await screen.findByText('버전 1을(를) 다시 게시했습니다.')).toBeVisible()
    expect(restored).toEqual([1])
    expect(screen.getByText('현재 버전 · 버전 1에서 복원')).toBeVisible()
    expect(screen.getByLabelText(/^전화번호/)).toHaveValue('051-555-0001')
  })

  it('uploads a logo as its own type, shows it, and publishes it with the form; refuses other files', async () => {
    const { sent } = identityApi()
    const uploads: { type: string | null; body: string }[] = []
    server.use(
      http.post('/api/admin/site/logo', async ({ request }) => {
        uploads.push({ type: request.headers.get('content-type'), body: await request.text() })
        return HttpResponse.json({ logoId: 42 })
      }),
    )
    const user = userEvent.setup({ applyAccept: false })
    await renderPage()
    const input = await screen.findByLabelText('로고')
    expect(screen.getByText('로고가 없으면 사이트에 센터 이름이 표시됩니다.')).toBeVisible()

    await user.upload(input, new File(['hello'], 'logo.gif', { type: 'image/gif' }))
    expect(
      await screen.findByText('로고는 PNG 파일이거나, 스크립트나 링크가 없는 SVG 파일이어야 합니다.'),
    ).toBeVisible()
    expect(uploads).toEqual([])

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
    await user.upload(input, new File([svg], 'logo.svg', { type: 'image/svg+xml' }))
    expect(await screen.findByRole('img', { name: '현재 센터 로고' })).toHaveAttribute('src', '/api/site/logo/42')
    expect(uploads).toEqual([{ type: 'image/svg+xml', body: svg }])
    expect(screen.queryByText(/PNG 파일이거나/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '게시' }))
    await waitFor(() => expect(sent.put).toHaveLength(1))
    expect(sent.put[0]?.logoId).toBe(42)
  })

  it('says so when the server refuses the logo', async () => {
    identityApi()
    server.use(
      http.post('/api/admin/site/logo', () =>
        HttpResponse.json(
          { error: { code: 'ATTACHMENT_TYPE_REFUSED', message: 'A logo is a PNG, or an SVG without scripts' } },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    await renderPage()
    const name = await screen.findByLabelText(/^센터 이름 \(영어\)/)
    await user.clear(name)
    await user.type(name, 'Hanbit Trials')
    await user.upload(
      screen.getByLabelText('로고'),
      new File(['<svg onload="x()"></svg>'], 'bad.svg', { type: 'image/svg+xml' }),
    )
    expect(
      await screen.findByText('로고는 PNG 파일이거나, 스크립트나 링크가 없는 SVG 파일이어야 합니다.'),
    ).toBeVisible()
    expect(screen.getByLabelText('로고')).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveValue('Hanbit Trials')
  })

  it('starts from an empty form on a site not yet set up', async () => {
    identityApi({ identity: null, versions: [] })
    await renderPage()
    expect(await screen.findByText(/아직 게시된 센터 정보가 없어/)).toBeVisible()
    expect(screen.getByLabelText(/^센터 이름 \(한국어\)/)).toHaveValue('')
    expect(screen.getByText('아직 게시된 버전이 없습니다.')).toBeVisible()
  })

  it("says in words that a coordinator's role does not open the identity", async () => {
    server.use(
      http.get('/api/admin/site/identity', () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'forbidden' } }, { status: 403 }),
      ),
    )
    await renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('현재 역할로는 할 수 없는 작업입니다.')
    expect(screen.queryByRole('button', { name: '게시' })).not.toBeInTheDocument()
  })

  it('has no accessibility violations that axe can find without a layout engine', async () => {
    identityApi()
    const { container } = await renderPage()
    await screen.findByLabelText(/^전화번호/)
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
})

describe('the set-up prompt', () => {
  const as = (role: StaffRole) =>
    startStaffSession({
      token: 'staff-token',
      staff: { staffId: 1, email: 'first@ctc.example.org', name: '김관리', role },
      expiresAt: '2099-01-01T00:00:00.000Z',
      idleMinutes: 15,
      recoveryCodesLeft: 10,
    })
  const notSet = () => server.use(http.get('/api/admin/site/status', () => HttpResponse.json({ identitySet: false })))

  it('sends the first admin to the identity screen', async () => {
    as('admin')
    notSet()
    const { router } = await renderWithProviders(
      [
        { path: '/admin', element: <SetupPrompt /> },
        { path: '/admin/settings/identity', element: <p>identity screen</p> },
      ],
      { at: '/admin' },
    )
    expect(await screen.findByText('아직 센터 정보가 등록되지 않았습니다')).toBeVisible()
    await userEvent.setup().click(screen.getByRole('link', { name: '센터 정보 등록하기' }))
    expect(router.location.pathname).toBe('/admin/settings/identity')
  })

  it('tells anyone else that an admin must set it', async () => {
    as('coordinator')
    notSet()
    await renderWithProviders(<SetupPrompt />, { at: '/admin' })
    expect(await screen.findByText(/관리자가 \[설정 → 센터 정보\]에서 센터 정보를 등록해야 합니다/)).toBeVisible()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('says nothing once the identity is set', async () => {
    as('admin')
    let asked = 0
    server.use(
      http.get('/api/admin/site/status', () => {
        asked++
        return HttpResponse.json({ identitySet: true })
      }),
    )
    const { container } = await renderWithProviders(<SetupPrompt />, { at: '/admin' })
    await waitFor(() => expect(asked).toBe(1))
    expect(container).toBeEmptyDOMElement()
  })
})
