import type {
  StaffLoginChallenge,
  StaffLoginCodeRequest,
  StaffLoginRequest,
  StaffPasswordChangeRequest,
  StaffSession,
  StaffSessionCheckResponse,
  StaffSetupPasswordRequest,
  StaffSetupStartResponse,
  StaffSetupTotpResponse,
  TotpEnrolment,
} from '@ctc/contract/staff-auth'
import { staffRequest } from '../../../lib/staff-api-client'

export const startSetup = (setupToken: string) =>
  staffRequest<StaffSetupStartResponse>('/api/admin/setup/start', { method: 'POST', body: { setupToken } })

export const setSetupPassword = (request: StaffSetupPasswordRequest) =>
  staffRequest<TotpEnrolment>('/api/admin/setup/password', { method: 'POST', body: request })

export const confirmSetupTotp = (setupToken: string, code: string) =>
  staffRequest<StaffSetupTotpResponse>('/api/admin/setup/totp', { method: 'POST', body: { setupToken, code } })

export const loginWithPassword = (request: StaffLoginRequest) =>
  staffRequest<StaffLoginChallenge>('/api/admin/login', { method: 'POST', body: request })

export const loginWithCode = (request: StaffLoginCodeRequest) =>
  staffRequest<StaffSession>('/api/admin/login/code', { method: 'POST', body: request })

export const checkStaffSession = () => staffRequest<StaffSessionCheckResponse>('/api/admin/session')

export const logoutStaff = () => staffRequest<{ result: 'ok' }>('/api/admin/logout', { method: 'POST' })

export const changeOwnPassword = (request: StaffPasswordChangeRequest) =>
  staffRequest<{ result: 'ok' }>('/api/admin/me/password', { method: 'POST', body: request })
