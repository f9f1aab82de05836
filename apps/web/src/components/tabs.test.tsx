import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs } from './tabs'

const ITEMS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const

type ItemId = (typeof ITEMS)[number]['id']

function Host({ initial = 'one' }: { initial?: ItemId }) {
  const [selected, setSelected] = useState<ItemId>(initial)
  return (
    <>
      <button type="button">before</button>
      <Tabs
        label="Numbers"
        items={ITEMS}
        selected={selected}
        onSelect={setSelected}
        renderPanel={(id) => <p>Panel {id}</p>}
      />
    </>
  )
}

function expectSelected(name: string) {
  const tab = screen.getByRole('tab', { name })
  expect(tab).toHaveAttribute('aria-selected', 'true')
  expect(tab).toHaveAttribute('tabindex', '0')
  expect(tab).toHaveFocus()
  const panel = screen.getByRole('tabpanel')
  expect(panel).toHaveAttribute('aria-labelledby', tab.id)
  expect(tab).toHaveAttribute('aria-controls', panel.id)
  for (const other of screen.getAllByRole('tab').filter((t) => t !== tab)) {
    expect(other).toHaveAttribute('aria-selected', 'false')
    expect(other).toHaveAttribute('tabindex', '-1')
  }
}

describe('Tabs', () => {
  it('exposes a named tab list whose selected tab controls the one visible panel', () => {
    render(<Host initial="two" />)
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab')).toHaveLength(3)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two')
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3)
  })

  it('is a single tab stop: Tab enters at the selected tab, then moves to its panel', async () => {
    const user = userEvent.setup()
    render(<Host initial="two" />)
    await user.click(screen.getByRole('button', { name: 'before' }))
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('moves focus and selection with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup()
    render(<Host />)
    await user.click(screen.getByRole('button', { name: 'before' }))
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expectSelected('Two')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expectSelected('One')
    await user.keyboard('{ArrowLeft}')
    expectSelected('Three')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three')
  })

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup()
    render(<Host initial="two" />)
    await user.click(screen.getByRole('tab', { name: 'Two' }))
    await user.keyboard('{End}')
    expectSelected('Three')
    await user.keyboard('{Home}')
    expectSelected('One')
  })

  it('selects a tab on click and ignores other keys', async () => {
    const user = userEvent.setup()
    render(<Host />)
    await user.click(screen.getByRole('tab', { name: 'Three' }))
    expectSelected('Three')
    await user.keyboard('{ArrowDown}a')
    expectSelected('Three')
  })
})
