import { describe, expect, it } from 'vitest'
import { filtersFromParams, paramsFromFilters, searchFromParams } from './search-params'

describe('the search in the URL', () => {
  it('round-trips filters through the query string, leaving defaults out', () => {
    const params = new URLSearchParams('dis=03&gender=F&smoke=Y&sick=N&age=40&term=3&height=160&weight=55&only=1&cp=2')
    const filters = filtersFromParams(params)
    expect(filters.options).toEqual({ age: 'input', term: 'input', height: 'input', weight: 'input' })
    expect(paramsFromFilters(filters, 2).toString()).toBe(params.toString())
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams())).toString()).toBe('')
  })

  it('gives the API body, dropping values outside the bounds or not whole numbers', () => {
    expect(searchFromParams(new URLSearchParams('age=40&height=999&weight=x&cp=0&gender=Q&only=1'))).toEqual({
      cp: 1,
      disasesCd: null,
      gender: 'A',
      age: 40,
      smokeYn: 'A',
      termMonths: null,
      heightCm: null,
      weightKg: null,
      sickYn: 'A',
      onlyEligible: true,
    })
  })
})
