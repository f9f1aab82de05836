import type { Locale } from '@ctc/contract/locale-codes'
import { JoinMemberSchema } from '@ctc/contract/register'
import { zodResolver } from '@hookform/resolvers/zod'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { initI18n } from '../../lib/i18n'
import { renderWithProviders } from '../../test/render'
import { TextField, useValidationMessage } from './form-fields'

// The sign-up's own rules for a name and an address: the limit, one line, nothing hidden.
const Schema = z.object({ name: JoinMemberSchema.shape.name, address: JoinMemberSchema.shape.address })

function Host() {
  const form = useForm<z.input<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '', address: '' },
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
        <TextField name="name" label="name" required />
        <TextField name="address" label="address" required />
        <button type="submit">submit</button>
      </form>
    </FormProvider>
  )
}

beforeAll(async () => {
  await initI18n('kr')
})

describe('validation messages', () => {
  it.each([
    ['kr', '50자 이내로 입력해 주세요.', '200자 이내로 입력해 주세요.'],
    ['en', 'Use at most 50 characters.', 'Use at most 200 characters.'],
    ['cn', '请输入不超过50个字符。', '请输入不超过200个字符。'],
    ['jp', '50文字以内で入力してください。', '200文字以内で入力してください。'],
  ] as const)('name the limit of a text that is too long, in %s', async (locale: Locale, name, address) => {
    await renderWithProviders(<Host />, { at: `/${locale}/membership/join`, locale })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('textbox', { name: /name/ }))
    await user.paste('가'.repeat(51))
    await user.click(screen.getByRole('textbox', { name: /address/ }))
    await user.paste('a'.repeat(201))
    await user.click(screen.getByRole('button', { name: 'submit' }))
    expect(await screen.findByRole('textbox', { name: /name/ })).toHaveAccessibleDescription(name)
    expect(screen.getByRole('textbox', { name: /address/ })).toHaveAccessibleDescription(address)
  })

  it('says why a one-line field refuses a pasted line break or a hidden character, keeping what was typed', async () => {
    await renderWithProviders(<Host />, { at: '/kr/membership/join' })
    const user = userEvent.setup()
    const nameBox = await screen.findByRole('textbox', { name: /name/ })
    await user.type(nameBox, '홍길동\u202E')
    const addressBox = screen.getByRole('textbox', { name: /address/ })
    await user.type(addressBox, '서울\u200B종로구')
    await user.click(screen.getByRole('button', { name: 'submit' }))
    const hidden = /보이지 않는 문자/
    expect(await screen.findByRole('textbox', { name: /name/ })).toHaveAccessibleDescription(hidden)
    expect(addressBox).toHaveAccessibleDescription(hidden)
    expect(nameBox).toHaveValue('홍길동\u202E')
  })

  it('still reads well for a limit that a schema does not give', async () => {
    function Message() {
      return <p>{useValidationMessage()('tooLong')}</p>
    }
    await renderWithProviders(<Message />, { at: '/en/membership/join', locale: 'en' })
    expect(await screen.findByText('This is too long.')).toBeInTheDocument()
  })
})
