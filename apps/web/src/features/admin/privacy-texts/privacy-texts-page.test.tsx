import type { ConsentVersionListResponse, PolicyDetail, PolicyListResponse } from '@ctc/contract/privacy-texts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { PrivacyTextsPage } from './privacy-texts-page'

beforeAll(async () => {
  await initI18n('kr')
})

const PUBLISHED: PolicyDetail = {
  policyId: 1,
  status: 'published',
  effectiveDate: '2026-01-01',
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  current: true,
  bodies: { kr: '<h3>제1조</h3><p>본문</p>', en: '<h3>Article 1</h3>', cn: '', jp: '' },
}

function serve(
  calls: { method: string; url: string; body: unknown }[],
  consentFailure?: string,
  publishFailure?: string,
) {
  const record = async (request: Request) => {
    calls.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() })
  }
  server.use(
    http.get('/api/admin/privacy-policy', () => {
      const draft = calls.some((c) => c.url === '/api/admin/privacy-policy' && c.method === 'POST')
      return HttpResponse.json<PolicyListResponse>({
        dataList: [
          ...(draft
            ? [{ ...PUBLISHED, policyId: 2, status: 'draft' as const, effectiveDate: null, current: false }]
            : []),
          PUBLISHED,
        ].map(({ bodies: _bodies, ...summary }) => summary),
      })
    }),
    http.get('/api/admin/privacy-policy/1', () => HttpResponse.json({ data: PUBLISHED })),
    http.get('/api/admin/privacy-policy/2', () =>
      HttpResponse.json({ data: { ...PUBLISHED, policyId: 2, status: 'draft', current: false } }),
    ),
    http.post('/api/admin/privacy-policy', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ policyId: 2 })
    }),
    http.put('/api/admin/privacy-policy/2', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ result: 'ok' })
    }),
    http.post('/api/admin/privacy-policy/2/publish', async ({ request }) => {
      await record(request)
      return publishFailure
        ? HttpResponse.json({ error: { code: publishFailure, message: 'x' } }, { status: 400 })
        : HttpResponse.json({ result: 'ok' })
    }),
    http.get('/api/admin/consents', () =>
      HttpResponse.json<ConsentVersionListResponse>({
        dataList: [
          {
            kind: 'privacy',
            version: '2026-11-22',
            effectiveAt: '2025-12-31T15:00:00.000Z',
            publishedAt: '2026-11-22T00:00:00.000Z',
            current: true,
          },
        ],
      }),
    ),
    http.post('/api/admin/consents', async ({ request }) => {
      await record(request)
      return consentFailure
        ? HttpResponse.json({ error: { code: consentFailure, message: 'x' } }, { status: 409 })
        : HttpResponse.json({ result: 'ok' })
    }),
  )
}

describe('privacy texts in the console', () => {
  it('starts a draft from the latest version, previews the saved text per locale and publishes it from a date', async () => {
    const calls: { method: string; url: string; body: unknown }[] = []
    serve(calls)
    const user = userEvent.setup()
    await renderWithProviders([{ path: '/admin/privacy-texts', element: <PrivacyTextsPage /> }], {
      at: '/admin/privacy-texts',
    })
    const versions = await screen.findByRole('table', { name: '처리방침 버전과 초안' })
    expect(within(versions).getByText(/게시됨 · 현재 적용/)).toBeVisible()

    await user.click(screen.getByRole('button', { name: '최신 버전을 바탕으로 새 초안 작성' }))
    expect(await screen.findByRole('heading', { name: '새 초안' })).toBeVisible()
    const publish = screen.getByRole('button', { name: '게시' })
    expect(publish).toBeDisabled()
    await user.type(screen.getByLabelText('시행일'), '2026-12-01')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    expect(await screen.findByText(/초안을 저장했습니다/)).toBeVisible()
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { bodies: { kr: PUBLISHED.bodies.kr }, effectiveDate: '2026-12-01' },
    })

    const preview = screen.getByRole('tablist', { name: '처리방침 미리보기 언어' })
    await user.click(within(preview).getByRole('tab', { name: '중국어' }))
    const [shown] = screen
      .getAllByText('이 언어의 본문이 비어 있어 한국어 본문이 표시됩니다.')
      .filter((element) => !element.closest('[hidden]'))
    expect(shown?.parentElement?.querySelector('[lang="ko"]')).toHaveTextContent('제1조')

    await user.click(screen.getByRole('button', { name: '게시' }))
    expect(await screen.findByText(/처리방침을 게시했습니다/)).toBeVisible()
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/api/admin/privacy-policy/2/publish',
      body: { effectiveDate: '2026-12-01' },
    })
  }, 30_000)

  it('publishes a consent version in four locales in Korea time, and keeps what was typed when it is refused', async () => {
    const calls: { method: string; url: string; body: unknown }[] = []
    serve(calls, 'CONSENT_VERSION_TAKEN')
    const user = userEvent.setup()
    await renderWithProviders([{ path: '/admin/privacy-texts', element: <PrivacyTextsPage /> }], {
      at: '/admin/privacy-texts',
    })
    await screen.findByRole('table', { name: '동의서 버전' })
    const submit = screen.getByRole('button', { name: '동의서 버전 게시' })

    await user.type(screen.getByLabelText(/^버전 이름/), '2027-01-01')
    await user.type(screen.getByLabelText('시행 일시'), '2027-01-01T00:00')
    const tabs = screen.getByRole('tablist', { name: '동의서 언어' })
    for (const [tab, code] of [
      ['한국어', 'kr'],
      ['영어', 'en'],
      ['중국어', 'cn'],
      ['일본어', 'jp'],
    ] as const) {
      await user.click(within(tabs).getByRole('tab', { name: tab }))
      await user.click(screen.getByLabelText(new RegExp(`^${tab} 제목`)))
      await user.paste(`title ${code}`)
      await user.click(screen.getByLabelText(new RegExp(`^${tab} 문구`)))
      await user.paste(`text ${code}`)
    }
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('같은 버전 이름이 이미 있습니다')
    expect(calls[0]?.body).toEqual({
      kind: 'privacy',
      version: '2027-01-01',
      effectiveAt: '2027-01-01T00:00:00+09:00',
      texts: {
        kr: { title: 'title kr', text: 'text kr' },
        en: { title: 'title en', text: 'text en' },
        cn: { title: 'title cn', text: 'text cn' },
        jp: { title: 'title jp', text: 'text jp' },
      },
    })
    expect(screen.getByLabelText(/^버전 이름/)).toHaveValue('2027-01-01')
    expect(screen.getByLabelText(/^일본어 문구/)).toHaveValue('text jp')
  }, 30_000)

  it('says at each field what a consent version lacks, shows the locale refused, and sends nothing', async () => {
    const calls: { method: string; url: string; body: unknown }[] = []
    serve(calls)
    const user = userEvent.setup()
    await renderWithProviders([{ path: '/admin/privacy-texts', element: <PrivacyTextsPage /> }], {
      at: '/admin/privacy-texts',
    })
    await screen.findByRole('table', { name: '동의서 버전' })
    const version = screen.getByLabelText(/^버전 이름/)
    await user.type(version, '2027/01 01')
    const tabs = screen.getByRole('tablist', { name: '동의서 언어' })
    await user.type(screen.getByLabelText(/^한국어 제목/), '개인정보 수집·이용 동의')
    await user.type(screen.getByLabelText(/^한국어 문구/), '   ')
    await user.click(within(tabs).getByRole('tab', { name: '영어' }))
    await user.click(screen.getByLabelText(/^영어 제목/))
    await user.paste('Consent\tto personal data')
    await user.click(within(tabs).getByRole('tab', { name: '한국어' }))
    await user.click(screen.getByRole('button', { name: '동의서 버전 게시' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveFocus()
    expect(summary).toHaveTextContent('영문, 숫자, 점(.), 하이픈(-)만 쓸 수 있습니다.')
    expect(version).toHaveAccessibleDescription(/영문, 숫자, 점\(\.\), 하이픈\(-\)만 쓸 수 있습니다/)
    // Korean is shown: it has an error of its own (a text of spaces only is no text).
    expect(screen.getByLabelText(/^한국어 문구/)).toHaveAccessibleDescription('필수 입력 항목입니다.')
    expect(within(tabs).getByRole('tab', { name: '영어 (확인 필요)' })).toBeVisible()
    expect(within(tabs).getByRole('tab', { name: '일본어 (확인 필요)' })).toBeVisible()

    // The summary's link to a field on another tab shows that tab and moves there.
    await user.click(within(summary).getByRole('link', { name: /^영어 제목/ }))
    expect(within(tabs).getByRole('tab', { name: '영어 (확인 필요)' })).toHaveAttribute('aria-selected', 'true')
    const englishTitle = screen.getByLabelText(/^영어 제목/)
    expect(englishTitle).toHaveFocus()
    expect(englishTitle).toHaveAccessibleDescription(/탭이나 눈에 보이지 않는 문자/)
    expect(englishTitle).toHaveValue('Consent\tto personal data')
    expect(calls).toEqual([])
  }, 30_000)

  it('asks for the effective date at the field before publishing, and keeps the draft when the server refuses', async () => {
    const calls: { method: string; url: string; body: unknown }[] = []
    serve(calls, undefined, 'EFFECTIVE_DATE_PAST')
    const user = userEvent.setup()
    await renderWithProviders([{ path: '/admin/privacy-texts', element: <PrivacyTextsPage /> }], {
      at: '/admin/privacy-texts',
    })
    await user.click(await screen.findByRole('button', { name: '최신 버전을 바탕으로 새 초안 작성' }))
    await user.click(await screen.findByRole('button', { name: '초안 저장' }))
    expect(await screen.findByText(/초안을 저장했습니다/)).toBeVisible()
    expect(calls[0]).toMatchObject({ body: { effectiveDate: null } })

    const date = screen.getByLabelText('시행일')
    await user.click(screen.getByRole('button', { name: '게시' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('필수 입력 항목입니다.')
    expect(date).toHaveAccessibleDescription(/필수 입력 항목입니다/)
    expect(calls).toHaveLength(1)

    // A changed date is saved before it is published; the server's refusal leaves it as typed.
    await user.type(date, '2026-01-02')
    expect(screen.getByRole('button', { name: '게시' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    expect(await screen.findByText(/초안을 저장했습니다/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: '게시' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/오늘이나 그 이후/)
    expect(calls[2]).toMatchObject({
      url: '/api/admin/privacy-policy/2/publish',
      body: { effectiveDate: '2026-01-02' },
    })
    expect(date).toHaveValue('2026-01-02')
    expect(screen.getByRole('heading', { name: '초안 2' })).toBeVisible()
  }, 30_000)
})
