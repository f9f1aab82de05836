import type { MyDataFormat } from '@ctc/contract/my-data'
import type { Locale } from '@ctc/contract/locale'
import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '../../../lib/api-client'
import { readLoginRecord } from '../../../lib/storage'

/** Fetches the member's data as a file and hands it to the browser as a download. */
async function downloadMyData(locale: Locale, format: MyDataFormat): Promise<void> {
  const token = readLoginRecord()?.token
  const response = await sendRequest(
    `/api/${locale}/sbjUser/myData?format=${format}`,
    {},
    token ? { 'x-auth-token': token } : {},
  )
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `my-data.${format}`
  document.body.append(link)
  link.click()
  link.remove()
  // Let the browser start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useDownloadMyData(locale: Locale) {
  return useMutation({ mutationFn: (format: MyDataFormat) => downloadMyData(locale, format) })
}
