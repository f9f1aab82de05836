import { http, HttpResponse, delay } from 'msw'

/** `GET /api/{lang}/comCd/{group}`: codes 01 to 03 of every group, labelled with the group's name. */
export const codeListHandler = (options: { wait?: number } = {}) =>
  http.get('/api/:lang/comCd/:group', async ({ params }) => {
    if (options.wait) await delay(options.wait)
    const group = String(params.group)
    return HttpResponse.json({
      data: ['01', '02', '03'].map((code) => ({ code, label: `${group} ${code}` })),
    })
  })
