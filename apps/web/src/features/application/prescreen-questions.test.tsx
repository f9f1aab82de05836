import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { renderWithProviders } from '../../test/render'
import { PRESCREEN } from '../../test/prescreen'
import { type PrescreenAnswers, PrescreenQuestions, answersToSend, prescreenErrors } from './prescreen-questions'

const TODAY = '2026-06-15'
const { questions } = PRESCREEN

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces(['application', 'form'])
})

function Harness({ errorsOnStart = false }: { errorsOnStart?: boolean }) {
  const [answers, setAnswers] = useState<PrescreenAnswers>({})
  const errors = errorsOnStart ? prescreenErrors(questions, answers, TODAY) : {}
  return (
    <>
      <PrescreenQuestions
        questions={questions}
        answers={answers}
        errors={errors}
        today={TODAY}
        onChange={(key, answer) => setAnswers((current) => ({ ...current, [key]: answer }))}
      />
      <output data-testid="sent">{JSON.stringify(answersToSend(questions, answers))}</output>
    </>
  )
}

describe('the study’s own questions', () => {
  it('asks each question as a named group of proper controls, and a follow-up only when it applies', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Harness />, { at: '/en/x', path: '/:locale/x', locale: 'en' })
    const anticoag = await screen.findByRole('group', { name: /anticoagulant/ })
    await user.click(within(anticoag).getByRole('radio', { name: 'No' }))
    expect(screen.queryByRole('group', { name: /cigarettes a day/ })).toBeNull()

    await user.click(screen.getByRole('radio', { name: 'Every day' }))
    const cigarettes = screen.getByRole('group', { name: /cigarettes a day/ })
    const input = within(cigarettes).getByRole('textbox', { name: /cigarettes a day/ })
    expect(input).toHaveAttribute('inputmode', 'numeric')
    // The range and unit are told beside the field, tied to it.
    expect(input).toHaveAccessibleDescription('Enter a number from 1 to 80 (cigarettes).')
    await user.type(input, '12')
    expect(JSON.parse(screen.getByTestId('sent').textContent ?? '')).toEqual({
      anticoag: 'no',
      smoker: 'daily',
      cigarettes: 12,
    })

    // Back to non-smoker: the follow-up goes, and its answer is not sent.
    await user.click(screen.getByRole('radio', { name: 'Never' }))
    expect(screen.queryByRole('group', { name: /cigarettes a day/ })).toBeNull()
    expect(JSON.parse(screen.getByTestId('sent').textContent ?? '')).toEqual({ anticoag: 'no', smoker: 'never' })
  })

  it('says what is wrong with each answer, tied to its control', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Harness errorsOnStart />, { at: '/en/x', path: '/:locale/x', locale: 'en' })
    const anticoag = await screen.findByRole('group', { name: /anticoagulant/ })
    expect(anticoag).toHaveAccessibleDescription('Please answer this question.')
    await user.click(screen.getByRole('radio', { name: 'Every day' }))
    const input = screen.getByRole('textbox', { name: /cigarettes a day/ })
    await user.type(input, '99')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/within the range shown/)
    await user.clear(input)
    await user.type(input, 'abc')
    expect(input).toHaveAccessibleDescription(/digits only/)
  })

  it('checks answers as the server does: hidden answers, ranges, fractions', () => {
    expect(prescreenErrors(questions, { anticoag: 'no', smoker: 'daily', cigarettes: '2.5' }, TODAY)).toEqual({
      cigarettes: 'decimals',
    })
    expect(prescreenErrors(questions, { anticoag: 'maybe', smoker: 'never' }, TODAY)).toEqual({ anticoag: 'choice' })
    expect(prescreenErrors(questions, { anticoag: 'no', smoker: 'never', cigarettes: '5' }, TODAY)).toEqual({})
  })
})
