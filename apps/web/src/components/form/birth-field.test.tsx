import { seoulToday } from '@ctc/contract/seoul-today'
import { MIN_VOLUNTEER_AGE, VolunteerBirthDateSchema } from '@ctc/contract/volunteer-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { initI18n } from '../../lib/i18n'
import { renderWithProviders } from '../../test/render'
import { DateField } from './form-fields'

const Schema = z.object({ birth: VolunteerBirthDateSchema })

function Host() {
  const form = useForm<z.input<typeof Schema>>({ resolver: zodResolver(Schema), defaultValues: { birth: '' } })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
        <DateField name="birth" label="생년월일" required />
        <button type="submit">submit</button>
      </form>
    </FormProvider>
  )
}

const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = seoulToday().split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10)
}

beforeAll(async () => {
  await initI18n('kr')
})

describe('a birth date field', () => {
  it.each([
    ['2030-01-01', '오늘 이후의 날짜는 입력할 수 없습니다.'],
    [yearsAgo(MIN_VOLUNTEER_AGE, 1), `만 ${MIN_VOLUNTEER_AGE}세 이상만 가입하거나 지원할 수 있습니다.`],
  ])('refuses %s with a message that says why', async (birth, message) => {
    await renderWithProviders(<Host />, { at: '/kr/membership/join' })
    fireEvent.change(await screen.findByLabelText(/생년월일/), { target: { value: birth } })
    await userEvent.setup().click(screen.getByRole('button', { name: 'submit' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByLabelText(/생년월일/)).toHaveAccessibleDescription(message)
  })
})
