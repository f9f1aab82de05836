import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConsentForm } from './consent-form'

const text = (name: string) => ({ title: `${name} title`, text: `${name} text`, question: `${name}?` })
const labels = {
  agree: 'Agree',
  disagree: 'Disagree',
  agreeAll: 'Agree to all',
  agreePrivacy: 'Agree to privacy',
  agreeSensitive: 'Agree to sensitive',
  next: 'Next',
  cancel: 'Cancel',
}

function renderForm() {
  const onAgree = vi.fn()
  render(
    <ConsentForm
      intro="intro"
      texts={{ privacy: text('Privacy'), sensitive: text('Sensitive') }}
      labels={labels}
      onAgree={onAgree}
      onCancel={() => {}}
    />,
  )
  const group = (name: string) => screen.getByRole('group', { name })
  return { onAgree, group }
}

describe('ConsentForm', () => {
  it.each([
    ['neither answered', undefined, undefined, 'Agree to all'],
    ['privacy refused, sensitive agreed', 'Disagree', 'Agree', 'Agree to privacy'],
    ['privacy agreed, sensitive refused', 'Agree', 'Disagree', 'Agree to sensitive'],
    ['privacy agreed, sensitive not answered', 'Agree', undefined, 'Agree to sensitive'],
  ])('names the missing consent: %s', async (_, privacy, sensitive, message) => {
    const user = userEvent.setup()
    const { onAgree } = renderForm()
    if (privacy) await user.click(screen.getAllByRole('radio', { name: privacy })[0]!)
    if (sensitive) await user.click(screen.getAllByRole('radio', { name: sensitive })[1]!)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(onAgree).not.toHaveBeenCalled()
  })

  it('goes on when both are agreed', async () => {
    const user = userEvent.setup()
    const { onAgree } = renderForm()
    for (const radio of screen.getAllByRole('radio', { name: 'Agree' })) await user.click(radio)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(onAgree).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
