import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// The deployment examples of the README are checked by the tools that will read them.
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy')
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-deploy-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const noSystemd = has('systemd-analyze') ? undefined : 'systemd-analyze is not installed'
if (noSystemd) console.warn(`Skipping the systemd unit check: ${noSystemd}`)
const noNginx = has('nginx') && has('openssl') ? undefined : 'nginx or openssl is not installed (apt-get install nginx)'
if (noNginx) console.warn(`Skipping the nginx configuration check: ${noNginx}`)

describe.skipIf(process.env.TEST_DATABASE_URL)('deployment files', () => {
  it.skipIf(noSystemd)('the systemd unit passes systemd-analyze verify without a warning', () => {
    // A template unit is verified through an instance of it.
    const unit = path.join(work, 'ctc@3000.service')
    fs.copyFileSync(path.join(deployDir, 'ctc@.service'), unit)
    const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' })
    expect(result.stderr + result.stdout).toBe('')
    expect(result.status).toBe(0)
  })

  it.skipIf(noNginx)('the nginx site passes nginx -t', () => {
    // The example names Let's Encrypt's paths; a throwaway certificate stands in for them.
    const key = path.join(work, 'key.pem')
    const cert = path.join(work, 'cert.pem')
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=test'].concat([
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'pipe' },
    )
    const site = fs
      .readFileSync(path.join(deployDir, 'nginx-ctc.conf'), 'utf8')
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
    expect(site).toContain(cert)
    fs.writeFileSync(path.join(work, 'ctc.conf'), site)
    const main = path.join(work, 'nginx.conf')
    fs.writeFileSync(
      main,
      `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${work}/ctc.conf;\n}\n`,
    )
    const result = spawnSync('nginx', ['-t', '-p', work, '-c', main], { encoding: 'utf8' })
    expect(result.stderr).toContain('syntax is ok')
    expect(result.stderr).toContain('test is successful')
    expect(result.stderr).not.toMatch(/\[(warn|emerg|error)\]/)
    expect(result.status).toBe(0)
  })
})
