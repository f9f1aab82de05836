import { describe, expect, it } from 'vitest'
import { formFromParams, historyProblem, numberProblem, paramsFromForm, searchFromParams } from './search-params'

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

describe('a number filter of the form', () => {
  it('is fine unless its input option is chosen, and then needs a number within the bounds', () => {
    expect(numberProblem('age', { choice: '', text: '' })).toBeUndefined()
    expect(numberProblem('age', { choice: '', text: '999' })).toBeUndefined()
    expect(numberProblem('age', { choice: 'input', text: '' })).toBe('empty')
    expect(numberProblem('age', { choice: 'input', text: '  ' })).toBe('empty')
    expect(numberProblem('age', { choice: 'input', text: '0' })).toBeUndefined()
    expect(numberProblem('age', { choice: 'input', text: '120' })).toBeUndefined()
    expect(numberProblem('age', { choice: 'input', text: '121' })).toBe('range')
    expect(numberProblem('term', { choice: 'input', text: '0' })).toBe('range')
    expect(numberProblem('height', { choice: 'input', text: '49' })).toBe('range')
    expect(numberProblem('weight', { choice: 'input', text: '20' })).toBeUndefined()
    expect(numberProblem('weight', { choice: 'input', text: '2x' })).toBe('range')
  })
})

describe('the medical history typed into the search', () => {
  it('goes into the URL with its input choice, and back', () => {
    const params = new URLSearchParams(`sick=I&sickText=${encodeURIComponent('제2형 당뇨')}`)
    const form = formFromParams(params)
    expect(form).toMatchObject({ history: 'input', historyText: '제2형 당뇨' })
    expect(paramsFromForm(form).toString()).toBe(params.toString())
  })

  it('is a medical history in the API body, trimmed; left empty or too long it filters nothing', () => {
    expect(searchFromParams(new URLSearchParams('sick=I&sickText=%20asthma%20'))).toMatchObject({
      sickYn: 'Y',
      sickText: 'asthma',
    })
    for (const query of [
      'sick=I',
      'sick=I&sickText=',
      `sick=I&sickText=${'x'.repeat(31)}`,
      `sick=I&sickText=${encodeURIComponent('천식\u202E')}`,
    ]) {
      const body = searchFromParams(new URLSearchParams(query))
      expect(body.sickYn, query).toBe('A')
      expect(body, query).not.toHaveProperty('sickText')
    }
    // Without its input choice a text in a link is ignored.
    expect(searchFromParams(new URLSearchParams('sick=N&sickText=asthma'))).toMatchObject({ sickYn: 'N' })
    expect(searchFromParams(new URLSearchParams('sick=N&sickText=asthma'))).not.toHaveProperty('sickText')
  })

  it('asks for the text when its input choice is left empty, as the numbers do', () => {
    expect(historyProblem({ history: 'input', historyText: '' })).toBe('empty')
    expect(historyProblem({ history: 'input', historyText: '   ' })).toBe('empty')
    expect(historyProblem({ history: 'input', historyText: 'asthma' })).toBeUndefined()
    expect(historyProblem({ history: 'Y', historyText: '' })).toBeUndefined()
  })
})
