import { type VolunteerHealthInput, VolunteerHealthSchema } from '@ctc/contract/volunteer-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { ErrorSummary, summarize } from '../form/error-summary'
import { HEALTH_FIELD_ORDER, HealthFields } from './volunteer-form'

function Host({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useForm<VolunteerHealthInput>({
    resolver: zodResolver(VolunteerHealthSchema),
    defaultValues: Object.fromEntries(HEALTH_FIELD_ORDER.map((field) => [field, ''])) as VolunteerHealthInput,
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, {}, HEALTH_FIELD_ORDER)}
          submitCount={form.formState.submitCount}
        />
        <HealthFields />
        <button type="submit">submit</button>
      </form>
    </FormProvider>
  )
}

function renderForm(onValid = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/kr/membership/write']}>
          <Suspense fallback="loading">
            <Host onValid={onValid} />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return onValid
}

const question = (name: string) => screen.getByRole('group', { name: new RegExp(name) })

beforeAll(async () => {
  await initI18n('kr')
})
beforeEach(() => {
  // Every code list has the one code these tests choose.
  server.use(http.get('/api/:lang/comCd/:group', () => HttpResponse.json({ data: [{ code: '01', label: '건강인' }] })))
})

describe('the volunteer application form', () => {
  it('asks for the details of a question only when it is answered yes, and keeps them when it changes', async () => {
    const user = userEvent.setup()
    renderForm()
    const drug = await screen.findByRole('group', { name: /최근 30일 안에 복용한 약이 있나요/ })
    expect(screen.queryByLabelText(/약 이름/)).not.toBeInTheDocument()

    await user.click(within(drug).getByLabelText('예'))
    await user.type(screen.getByLabelText(/약 이름/), '타이레놀')
    await user.click(within(drug).getByLabelText('아니요'))
    expect(screen.queryByLabelText(/약 이름/)).not.toBeInTheDocument()
    await user.click(within(drug).getByLabelText('예'))
    expect(screen.getByLabelText(/약 이름/)).toHaveValue('타이레놀')
  })

  it('lists missing answers in an alert and marks each field, in Korean', async () => {
    const user = userEvent.setup()
    const onValid = renderForm()
    await user.click(await screen.findByRole('button', { name: 'submit' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveFocus()
    expect(within(alert).getAllByRole('link').length).toBeGreaterThan(10)
    expect(screen.getByLabelText(/키\(cm\)/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(question('알레르기가 있나요')).getByText('필수 입력 항목입니다.')).toBeInTheDocument()
    expect(onValid).not.toHaveBeenCalled()
  })
})
