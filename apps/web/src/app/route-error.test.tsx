import { screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { RELOAD_GUARD_MS, claimReloadForNewBuild, resetReloadDecision } from '../lib/chunk-load'
import { initI18n } from '../lib/i18n'
import { renderWithProviders } from '../test/render'
import { lazyScreen } from '../lib/lazy-screen'
import { RouteErrorBoundary } from './route-error'

/** A screen whose code does not load (ChunkLoadError), as the app's routes hold it. */
const unloadable = () => lazyScreen(() => Promise.reject(new Error('404')), 'FaqPage')

/** A screen that fails as it draws. */
const failing = () =>
  function Failing(): never {
    throw new Error('boom')
  }

function failingRoute(Screen: ComponentType) {
  return [
    {
      path: '/:locale/contact/faq',
      element: (
        <RouteErrorBoundary>
          <Screen />
        </RouteErrorBoundary>
      ),
    },
  ]
}

beforeAll(async () => {
  await initI18n('kr')
})

beforeEach(() => {
  resetReloadDecision()
})

describe('claimReloadForNewBuild', () => {
  it('allows one reload, then none until the guard period has passed', () => {
    const start = 1_000_000_000_000
    expect(claimReloadForNewBuild(start)).toBe(true)
    resetReloadDecision()
    expect(claimReloadForNewBuild(start + 1_000)).toBe(false)
    resetReloadDecision()
    expect(claimReloadForNewBuild(start + RELOAD_GUARD_MS + 1)).toBe(true)
  })

  it('gives the same answer to every caller on one page load', () => {
    expect(claimReloadForNewBuild()).toBe(true)
    expect(claimReloadForNewBuild()).toBe(true)
  })
})

describe('RouteError', () => {
  it('after a reload that did not help, says so in the page language with a retry and a way home', async () => {
    window.sessionStorage.setItem('chunk-reload-at', String(Date.now()))
    await renderWithProviders(failingRoute(unloadable()), { at: '/en/contact/faq', locale: 'en' })
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/main')
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument()
  })

  it('shows the general message for an error that is not a missing chunk, without reloading', async () => {
    await renderWithProviders(failingRoute(failing()), { at: '/kr/contact/faq' })
    expect(await screen.findByRole('alert')).toHaveTextContent('화면을 표시하는 중에 문제가 발생했습니다.')
    expect(window.sessionStorage.getItem('chunk-reload-at')).toBeNull()
  })
})
