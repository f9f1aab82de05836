import { describe, expect, it } from 'vitest'
import { formFromParams, paramsFromForm, searchFromParams } from './search-params'

describe('the search in the URL', () => {
  it('round-trips filters through the query string, leaving defaults out', () => {
    const params = new URLSearchParams('dis=03&gender=F&smoke=Y&sick=N&age=40&term=3&height=160&weight=55&only=1&cp=2')
    const form = formFromParams(params)
    expect(form.numbers).toEqual({
      age: { choice: 'input', text: '40' },
      term: { choice: 'input', text: '3' },
      height: { choice: 'input', text: '160' },
      weight: { choice: 'input', text: '55' },
    })
    expect(paramsFromForm(form, 2).toString()).toBe(params.toString())
    expect(paramsFromForm(formFromParams(new URLSearchParams())).toString()).toBe('')
  })

  it('gives the API body, dropping values the contract refuses (out of bounds, not whole numbers, unknown codes)', () => {
    expect(
      searchFromParams(new URLSearchParams('age=40&height=999&weight=x&cp=0&gender=Q&dis=55&smoke=&only=1')),
    ).toEqual({
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
