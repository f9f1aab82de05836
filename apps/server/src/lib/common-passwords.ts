import { dictionary } from '@zxcvbn-ts/language-common'
import { AppError } from '../errors.js'

/** How many of the most used passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000

let common: Set<string> | undefined

// zxcvbn-ts keeps its list ranked by how often each password appears in leaked sets.
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT))
  return common
}

/**
 * Whether a password is one of the most common ones, or one of them with capitals
 * and digits or symbols added at either end (`Password1!`, `!Qwerty123`): the
 * composition rule alone lets those through, and they are the first an attacker tries.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  const list = commonPasswords()
  const candidates = [
    lower,
    lower.replace(/[^\p{L}\p{N}]+$/u, ''),
    lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
    lower.replace(/[^\p{L}]+$/u, ''),
    lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  ]
  // A stripped core of one to three letters says nothing about the password.
  return candidates.some((candidate, index) => (index === 0 || candidate.length >= 4) && list.has(candidate))
}

/** Refuses a new password of members or staff that is too common (400 PASSWORD_TOO_COMMON). */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'PASSWORD_TOO_COMMON', 'This password is among the most commonly used; choose another')
  }
}
