import { describe, expect, it } from 'vitest'
import { migrations } from './migrate.js'

describe('the list of migrations', () => {
  it('is in the order of the names, so that a new one, added at the end, runs after every deployed one', () => {
    const names = Object.keys(migrations)
    expect(names).toEqual([...names].sort())
  })
})
