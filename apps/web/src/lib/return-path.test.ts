import { describe, expect, it } from 'vitest'
import { loginPathWithReturn, safeReturnPath } from './return-path'

describe('return path after login', () => {
  it('encodes the page to come back to', () => {
    expect(loginPathWithReturn('en', '/en/studyinfo/recruitmentWriteMember?studyId=3')).toBe(
      '/en/login?returnTo=%2Fen%2Fstudyinfo%2FrecruitmentWriteMember%3FstudyId%3D3',
    )
  })

  it('follows paths on this site only', () => {
    expect(safeReturnPath('/kr/studyinfo/recruitmentWriteMember?studyId=3')).toBe(
      '/kr/studyinfo/recruitmentWriteMember?studyId=3',
    )
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(value)).toBeUndefined()
    }
  })
})
