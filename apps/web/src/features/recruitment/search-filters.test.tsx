import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { SearchFilters } from './search-filters'
import { formFromParams } from './search-params'

function renderFilters(query = '') {
  const onSearch = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <SearchFilters
        initial={formFromParams(new URLSearchParams(query))}
        diseases={[{ code: '03', label: '내분비·대사질환' }]}
        isMember={false}
        onSearch={onSearch}
        onReset={() => {}}
      />
    </I18nextProvider>,
  )
  return onSearch
}

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces('recruitment')
})

describe('SearchFilters', () => {
  it.each([
    ['나이', '나이를 입력해 주세요.'],
    ['참여 가능 기간', '참여 가능 기간을 입력해 주세요.'],
    ['키', '키를 입력해 주세요.'],
    ['몸무게', '몸무게를 입력해 주세요.'],
    ['병력', '병력을 입력해 주세요.'],
  ])('asks for the %s when its input option is chosen but left empty, and focuses it', async (label, message) => {
    const user = userEvent.setup()
    const onSearch = renderFilters()
    await user.selectOptions(screen.getByLabelText(label, { exact: true }), 'input')
    await user.click(screen.getByRole('button', { name: '검색' }))
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('textbox')).toHaveFocus()
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('refuses a number outside the bounds, then searches with the corrected value', async () => {
    const user = userEvent.setup()
    const onSearch = renderFilters()
    await user.selectOptions(screen.getByLabelText('나이', { exact: true }), 'input')
    await user.type(screen.getByRole('textbox'), '200')
    await user.click(screen.getByRole('button', { name: '검색' }))
    expect(screen.getByRole('alert')).toHaveTextContent('0에서 120 사이의 숫자로 입력해 주세요.')
    await user.clear(screen.getByRole('textbox'))
    await user.type(screen.getByRole('textbox'), '34')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('radio', { name: '여성' }))
    await user.selectOptions(screen.getByLabelText('질환 분류'), '03')
    await user.click(screen.getByRole('checkbox', { name: '참여 가능한 임상시험만 보기' }))
    await user.click(screen.getByRole('button', { name: '검색' }))
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        disease: '03',
        gender: 'F',
        onlyEligible: true,
        numbers: expect.objectContaining({ age: { choice: 'input', text: '34' } }),
      }),
    )
  })

  it('drops the message of a number whose option is chosen again', async () => {
    const user = userEvent.setup()
    renderFilters()
    await user.selectOptions(screen.getByLabelText('키', { exact: true }), 'input')
    await user.click(screen.getByRole('button', { name: '검색' }))
    expect(screen.getByRole('alert')).toHaveTextContent('키를 입력해 주세요.')
    await user.selectOptions(screen.getByLabelText('키', { exact: true }), '')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.selectOptions(screen.getByLabelText('키', { exact: true }), 'input')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('textbox')).toHaveValue('')
  })

  it('starts from the search in the URL', () => {
    renderFilters('gender=M&age=40&smoke=Y&only=1')
    expect(screen.getByRole('radio', { name: '남성' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '흡연' })).toBeChecked()
    expect(screen.getByRole('textbox')).toHaveValue('40')
    expect(screen.getByRole('checkbox', { name: '참여 가능한 임상시험만 보기' })).toBeChecked()
  })

  it('searches with the medical history typed, and starts from it in the URL', async () => {
    const user = userEvent.setup()
    const onSearch = renderFilters()
    await user.selectOptions(screen.getByLabelText('병력', { exact: true }), 'input')
    const typed = screen.getByRole('textbox', { name: '병력 입력' })
    expect(typed).toHaveAttribute('maxlength', '30')
    await user.type(typed, '당뇨')
    await user.click(screen.getByRole('button', { name: '검색' }))
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ history: 'input', historyText: '당뇨' }))
  })

  it('shows the medical history typed in a link', () => {
    renderFilters(`sick=I&sickText=${encodeURIComponent('고혈압')}`)
    expect(screen.getByLabelText('병력', { exact: true })).toHaveValue('input')
    expect(screen.getByRole('textbox', { name: '병력 입력' })).toHaveValue('고혈압')
  })
})
