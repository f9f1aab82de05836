import { type VolunteerFormInput } from '@ctc/contract/volunteer-form'
import { screen } from '@testing-library/react'
import { FormProvider, useForm } from 'react-hook-form'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../lib/i18n'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { HealthFields, PersonFields, TermField } from './volunteer-form'

const STORED = {
  joinPath: '02',
  preferContact1: '03',
  preferContact2: '01',
  sbjTy: '02',
  entryMonth: '03',
  sickCd: '03',
  sbjCond: '01',
} satisfies Partial<VolunteerFormInput>

function Host({ onSubmit }: { onSubmit: (values: Partial<VolunteerFormInput>) => void }) {
  const form = useForm<Partial<VolunteerFormInput>>({ defaultValues: STORED })
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <PersonFields />
        <TermField />
        <HealthFields />
        <button type="submit">submit</button>
      </form>
    </FormProvider>
  )
}

beforeAll(async () => {
  await initI18n('kr')
})

describe('PersonFields', () => {
  it('shows the stored choices once the code lists arrive after the form', async () => {
    // The lists answer after the selects are drawn, as on a slow network.
    server.use(codeListHandler({ wait: 50 }))
    const onSubmit = vi.fn()
    await renderWithProviders(<Host onSubmit={onSubmit} />, { at: '/kr/studyinfo/recruitmentWriteMember' })
    await screen.findAllByRole('option', { name: 'entryMonth 03' }, { timeout: 5000 })
    expect(screen.getByRole('combobox', { name: /가입 경로/ })).toHaveDisplayValue('joinPathCd 02')
    expect(screen.getByRole('combobox', { name: /1순위/ })).toHaveDisplayValue('preferContactCd1 03')
    expect(screen.getByRole('combobox', { name: /2순위/ })).toHaveDisplayValue('preferContactCd1 01')
    expect(screen.getByRole('combobox', { name: /3순위/ })).toHaveDisplayValue('선택하세요')
    expect(screen.getByRole('combobox', { name: /직업/ })).toHaveDisplayValue('sbjTyCd 02')
    expect(screen.getByRole('combobox', { name: /참여 가능 기간/ })).toHaveDisplayValue('entryMonth 03')
    expect(screen.getByRole('combobox', { name: /병력/ })).toHaveDisplayValue('sickCd 03')
    expect(screen.getByRole('radio', { name: 'sbjCondCd 01' })).toBeChecked()
  })
})
