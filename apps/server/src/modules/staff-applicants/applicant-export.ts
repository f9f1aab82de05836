import type { ApplicationStatus } from '@ctc/contract/application-status'
import { type ExportColumn, type ExportRequest } from '@ctc/contract/staff-applicants'
import { Readable } from 'node:stream'
import { AppError } from '../../errors.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { csvRecords, safeCell } from '../../lib/spreadsheet-cells.js'
import { xlsxStream } from '../../lib/xlsx-stream.js'
import { applicantName, type OpenedApplicant, openApplicants } from './applicant-data.js'
import { type PipelineContext, logPipeline } from './applicants.service.js'

// Exports of a notice's applicants: the chosen columns of a fixed list, as CSV (UTF-8 with a
// BOM, so that Excel reads Korean) or XLSX (lib/xlsx-stream), streamed to the response
// batch by batch (decision 0037), every cell made safe for spreadsheets (lib/spreadsheet-cells);
// each export is access-logged with its reason and row count.

type Language = ExportRequest['language']

const HEADERS: Record<ExportColumn, Record<Language, string>> = {
  applicationId: { ko: '지원 번호', en: 'Application no.' },
  createdAt: { ko: '지원 일시', en: 'Applied at' },
  status: { ko: '상태', en: 'Status' },
  name: { ko: '이름', en: 'Name' },
  gender: { ko: '성별', en: 'Sex' },
  birth: { ko: '생년월일', en: 'Birth date' },
  mobile: { ko: '휴대전화', en: 'Mobile' },
  email: { ko: '이메일', en: 'E-mail' },
  address: { ko: '주소', en: 'Address' },
  source: { ko: '가입 경로', en: 'Source' },
  channel: { ko: '접수 방법', en: 'Channel' },
  owner: { ko: '담당자', en: 'Owner' },
  nextActionOn: { ko: '다음 할 일', en: 'Next action' },
  lastActivityAt: { ko: '마지막 변경', en: 'Last change' },
  height: { ko: '키(cm)', en: 'Height (cm)' },
  weight: { ko: '몸무게(kg)', en: 'Weight (kg)' },
  smoking: { ko: '흡연', en: 'Smoking' },
}

const STATUS_LABELS: Record<ApplicationStatus, Record<Language, string>> = {
  received: { ko: '접수', en: 'Received' },
  contacted: { ko: '연락함', en: 'Contacted' },
  prescreen_passed: { ko: '사전 문진 통과', en: 'Pre-screen passed' },
  screening_booked: { ko: '스크리닝 예약', en: 'Screening booked' },
  screened: { ko: '스크리닝 완료', en: 'Screened' },
  enrolled: { ko: '등록', en: 'Enrolled' },
  not_eligible: { ko: '부적격', en: 'Not eligible' },
  declined: { ko: '참여 거절', en: 'Declined' },
  no_answer: { ko: '연락 안 됨', en: 'No answer' },
  withdrawn: { ko: '철회', en: 'Withdrawn' },
}
const GENDERS: Record<string, Record<Language, string>> = { M: { ko: '남', en: 'Male' }, F: { ko: '여', en: 'Female' } }
const CHANNELS: Record<string, Record<Language, string>> = {
  online: { ko: '온라인', en: 'Online' },
  phone: { ko: '전화', en: 'Phone' },
}

const toSeoulTime = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')

/** Rows read, opened and written per step: the export holds one batch in memory, never the whole file. */
const EXPORT_BATCH = 500

export async function exportApplicants(ctx: PipelineContext, studyId: number, input: ExportRequest) {
  const study = await ctx.db.selectFrom('studies').select('id').where('id', '=', studyId).executeTakeFirst()
  if (!study) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  const lang = input.language
  const labelColumn = lang === 'ko' ? 'label_ko' : 'label_en'
  const chosen = ctx.db
    .selectFrom('applications as a')
    .where('a.study_id', '=', studyId)
    .$if(input.status !== undefined, (qb) => qb.where('a.status', '=', input.status ?? ''))
  // The rows as they stand now: the count is logged before the first byte leaves, and the export
  // stops at the newest of them, so that the file holds what the log says.
  const [extent, codes] = await Promise.all([
    chosen.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('a.id').as('last')]).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('codes')
      .select(['group_code', 'code', labelColumn])
      .where('group_code', 'in', ['joinPathCd', 'smokeYn'])
      .execute(),
  ])
  const rowCount = Number(extent.n)
  const lastId = Number(extent.last ?? 0)
  const labels = new Map(codes.map((row) => [`${row.group_code}\n${row.code}`, row[labelColumn]]))
  const label = (group: string, code: string | number) => labels.get(`${group}\n${code}`) ?? String(code)

  async function* records(): AsyncGenerator<(string | number)[][]> {
    let after = 0
    for (;;) {
      const rows = await chosen
        .leftJoin('staff as o', 'o.id', 'a.owner_staff_id')
        .leftJoin('members as m', 'm.id', 'a.member_id')
        .select([
          'a.id',
          'a.created_at',
          'a.status',
          'a.snapshot',
          'a.join_path',
          'a.channel',
          'a.next_action_on',
          'a.last_activity_at',
          'o.name as owner_name',
          'm.name as member_name',
          'm.personal as member_personal',
        ])
        .where('a.id', '>', after)
        .where('a.id', '<=', lastId)
        .orderBy('a.id')
        .limit(EXPORT_BATCH)
        .execute()
      if (rows.length === 0) return
      const opened = await openApplicants(ctx, rows)
      yield rows.map((row, index) => {
        const { form, memberName } = opened[index] as OpenedApplicant
        const value: Record<ExportColumn, string | number> = {
          applicationId: row.id,
          createdAt: toSeoulTime(row.created_at),
          status: STATUS_LABELS[row.status as ApplicationStatus]?.[lang] ?? row.status,
          name: applicantName({ form, memberName }),
          gender: GENDERS[String(form.gender)]?.[lang] ?? '',
          birth: String(form.birth ?? ''),
          mobile: String(form.mobile ?? ''),
          email: String(form.email ?? ''),
          address: String(form.address ?? ''),
          source: row.join_path ? label('joinPathCd', row.join_path) : '',
          channel: CHANNELS[row.channel]?.[lang] ?? row.channel,
          owner: row.owner_name ?? '',
          nextActionOn: row.next_action_on ?? '',
          lastActivityAt: toSeoulTime(row.last_activity_at),
          height: typeof form.height === 'number' ? form.height : '',
          weight: typeof form.weight === 'number' ? form.weight : '',
          smoking: form.smokeYn ? label('smokeYn', form.smokeYn) : '',
        }
        return input.columns.map((column) => safeCell(value[column]))
      })
      after = rows.at(-1)?.id ?? lastId
    }
  }

  await logPipeline(
    ctx,
    'application.export',
    { type: 'notice', id: studyId },
    { reason: input.reason, reasonText: input.reasonText, rowCount },
  )
  const header = input.columns.map((column) => HEADERS[column][lang])
  const baseName = `applicants-${studyId}-${seoulToday(ctx.now)}`
  if (input.format === 'csv') {
    async function* csv() {
      yield `\uFEFF${csvRecords([header])}`
      for await (const batch of records()) yield csvRecords(batch)
    }
    return {
      body: Readable.from(csv()),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${baseName}.csv`,
    }
  }
  return {
    // A failed batch ends the stream with its error, which Fastify logs, as for the CSV.
    body: xlsxStream(lang === 'ko' ? '지원자' : 'Applicants', header.map(safeCell), records()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${baseName}.xlsx`,
  }
}
