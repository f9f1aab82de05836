import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { storeLoginRecord } from '../../lib/storage'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { buildStudyDetail } from '../../test/studies'
import { RecruitmentViewPage } from './recruitment-view-page'

async function showStudy(locale: Locale, study = buildStudyDetail()) {
  server.use(http.get(`/api/${locale}/recruit/view`, () => HttpResponse.json({ studyData: study, fileList: [] })))
  await renderWithProviders(<RecruitmentViewPage />, {
    at: `/${locale}/studyinfo/recruitmentView?studyId=${study.studyId}`,
    path: '/:locale/studyinfo/recruitmentView',
    locale,
  })
  return screen.findByRole('heading', { level: 2, name: study.title })
}

/** The value of a row of the notice's summary, by its label. */
function field(label: RegExp) {
  const term = screen.getAllByRole('term').find((dt) => label.test(dt.textContent ?? ''))
  if (!term) throw new Error(`no field ${label}`)
  return term.nextElementSibling as HTMLElement
}

beforeAll(async () => {
  await initI18n('kr')
  for (const locale of ['kr', 'en', 'cn', 'jp'] as const) {
    await i18n.changeLanguage(LANGUAGE_TAGS[locale])
    await i18n.loadNamespaces('recruitment')
  }
})

describe('RecruitmentViewPage', () => {
  it.each(['kr', 'en', 'cn', 'jp'] as const)('names the BMI bound in its label and value in %s', async (locale) => {
    await showStudy(locale, buildStudyDetail({ heightMin: 150, bmiMin: 18.5, bmiMax: 25 }))
    const value = field(/BMI/)
    expect(value).toHaveTextContent(/BMI 18\.5.*25 kg\/m²/)
    expect(value).toHaveTextContent(/150/)
  })

  it('reads the texts of a Korean-only notice as Korean on an English page', async () => {
    await showStudy(
      'en',
      buildStudyDetail({ title: '한국어 공고', fallbackLocale: 'kr', trialType: '1상', professor: '김교수' }),
    )
    expect(within(field(/Type of trial/)).getByText('1상')).toHaveAttribute('lang', 'ko')
    expect(within(field(/Lead investigator/)).getByText('김교수')).toHaveAttribute('lang', 'ko')
    expect(screen.getByText('This notice is available in Korean only.')).toBeVisible()
  })

  it.each([
    [56, false],
    [8, false],
    [7, true],
    [0, true],
  ])('with %i days left, marks the count urgent: %s', async (daysLeft, urgent) => {
    await showStudy('en', buildStudyDetail({ daysLeft }))
    const badge = screen.getByText(daysLeft === 0 ? 'Closes today' : `Days left: ${daysLeft}`)
    if (urgent) expect(badge).toHaveAttribute('data-urgent', 'true')
    else expect(badge).not.toHaveAttribute('data-urgent')
  })

  describe("a member's own application", () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      i18n.t(key, { ns: 'recruitment', lng: 'en', ...options })

    it('says when the member applied, with the way to the history, instead of the buttons to apply', async () => {
      storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: 'Kim' })
      let asked: string | null = null
      server.use(
        http.get('/api/en/recruit/myApplication', ({ request }) => {
          asked = request.headers.get('x-auth-token')
          return HttpResponse.json({ data: { applicationId: 4, appliedOn: '2026-11-20' } })
        }),
      )
      await showStudy('en', buildStudyDetail({ status: 'open' }))
      expect(await screen.findByText(t('view.appliedOn', { date: 'Nov 20, 2026' }))).toBeVisible()
      expect(screen.getByRole('link', { name: t('view.toHistory') })).toHaveAttribute('href', '/en/myinfo/history')
      expect(screen.queryByRole('link', { name: t('view.applyMember') })).toBeNull()
      expect(asked).toBe('a-session-token-of-43-characters-or-so-xyz')
    })

    it('shows the buttons to a member who has not applied', async () => {
      storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: 'Kim' })
      server.use(http.get('/api/en/recruit/myApplication', () => HttpResponse.json({ data: null })))
      await showStudy('en', buildStudyDetail({ status: 'open' }))
      expect(screen.getByRole('link', { name: t('view.applyMember') })).toBeVisible()
    })

    it('asks nothing for a visitor (no handler answers: a call would fail the test)', async () => {
      await showStudy('en', buildStudyDetail({ status: 'open' }))
      expect(screen.getByRole('link', { name: t('view.applyMember') })).toBeVisible()
      expect(screen.getByRole('link', { name: t('view.applyGuest') })).toBeVisible()
    })
  })
})
