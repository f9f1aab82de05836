import type { OkResponse } from '@ctc/contract/auth'
import type { ConsoleSettings, MyNotifications } from '@ctc/contract/staff-settings'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const consoleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: () => staffRequest<ConsoleSettings>('/api/admin/settings'),
  })

export const useConsoleSettings = () => useQuery(consoleSettingsQueryOptions())

export const saveConsoleSettings = (settings: ConsoleSettings) =>
  staffRequest<ConsoleSettings>('/api/admin/settings', { method: 'PUT', body: settings })

export const myNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me', 'notifications'],
    queryFn: () => staffRequest<MyNotifications>('/api/admin/me/notifications'),
  })

export const useMyNotifications = () => useQuery(myNotificationsQueryOptions())

/** Answers the choice as stored. */
export const saveMyNotifications = async (choice: MyNotifications) => {
  await staffRequest<OkResponse>('/api/admin/me/notifications', { method: 'PUT', body: choice })
  return choice
}
