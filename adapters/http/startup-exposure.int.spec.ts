// Proves what a newcomer's server exposes (issue 12 items 2 and 3, issue 25 item 7): loopback by default, the development mailbox only on loopback or when asked and never behind a proxy, no start in production without SMTP, and links only from BANK_PUBLIC_URL.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory.ts';
import { createApp } from './app.ts';
import { buildContext } from './compose.ts';
import { isLoopback, mailPlan, publicOrigin, readConfig } from './config.ts';

async function mailboxStatus(env: NodeJS.ProcessEnv): Promise<number> {
  const config = readConfig({ ...env, BANK_PIN_PEPPER: 'test-pepper-0123456789' });
  const ctx = await buildContext(createMemoryStore(), config);
  return (await createApp({ ctx }).request('/dev/mailbox.json')).status;
}

describe('where the server listens and where its e-mail goes', () => {
  it('listens on 127.0.0.1 unless HOST is set, and links default to http://localhost:PORT', () => {
    const config = readConfig({});
    expect(config.HOST).toBe('127.0.0.1');
    expect(publicOrigin(config)).toBe('http://localhost:3000');
    expect(publicOrigin(readConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(readConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('publicUrl builds links only on the configured origin', async () => {
    const ctx = await buildContext(createMemoryStore(), readConfig({ BANK_PUBLIC_URL: 'https://bank.example.com', BANK_PIN_PEPPER: 'test-pepper-0123456789' }));
    expect(ctx.publicUrl('/reset-password?token=abc')).toBe('https://bank.example.com/reset-password?token=abc');
    for (const path of ['//evil.example/x', 'https://evil.example/', 'evil.example', '/\\evil.example']) expect(() => ctx.publicUrl(path), path).toThrow(TypeError);
  });

  it('accepts BANK_PUBLIC_URL only as an http(s) origin', () => {
    expect(publicOrigin(readConfig({ BANK_PUBLIC_URL: 'https://bank.example.com/' }))).toBe('https://bank.example.com');
    for (const bad of ['ftp://bank.example.com', 'https://bank.example.com/app', 'https://user:pw@bank.example.com', 'https://bank.example.com/?a=1', 'bank.example.com', 'javascript:alert(1)']) {
      expect(() => readConfig({ BANK_PUBLIC_URL: bad }), bad).toThrow(/BANK_PUBLIC_URL must be an http\(s\) origin/);
    }
  });

  it('loopback without SMTP: the development mailbox, with a loud warning', async () => {
    const plan = mailPlan(readConfig({}));
    expect(plan.kind).toBe('dev-mailbox');
    expect(plan.kind !== 'smtp' && plan.warning).toMatch(/DEVELOPMENT MAILBOX[\s\S]*\/dev\/mailbox/);
    expect(await mailboxStatus({})).toBe(200);
    expect(await mailboxStatus({ HOST: '::1' })).toBe(200);
  });

  it('HOST=0.0.0.0 without SMTP and without BANK_DEV_MAILBOX: no /dev/mailbox (404), and a warning that e-mail is not sent', async () => {
    const plan = mailPlan(readConfig({ HOST: '0.0.0.0' }));
    expect(plan.kind).toBe('none');
    expect(plan.kind !== 'smtp' && plan.warning).toMatch(/NO E-MAIL/);
    expect(await mailboxStatus({ HOST: '0.0.0.0' })).toBe(404);
    expect(await mailboxStatus({ HOST: '192.168.1.10' })).toBe(404);
    expect(await mailboxStatus({ HOST: '0.0.0.0', BANK_DEV_MAILBOX: 'true' })).toBe(200);
  });

  it('TRUSTED_PROXIES without SMTP_URL refuses to start, where the development mailbox would have opened, and says to set SMTP_URL', async () => {
    for (const env of [{ TRUSTED_PROXIES: '127.0.0.1' }, { TRUSTED_PROXIES: '10.0.0.5', HOST: '0.0.0.0', BANK_DEV_MAILBOX: 'true' }]) {
      expect(() => mailPlan(readConfig(env)), JSON.stringify(env)).toThrow(/TRUSTED_PROXIES is set[\s\S]*Set SMTP_URL/);
      await expect(mailboxStatus(env)).rejects.toThrow(/TRUSTED_PROXIES is set/);
    }
    expect(mailPlan(readConfig({ TRUSTED_PROXIES: '127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:2525' })).kind).toBe('smtp');
    expect(mailPlan(readConfig({ TRUSTED_PROXIES: '10.0.0.5', HOST: '0.0.0.0' })).kind).toBe('none');
  });

  it('with SMTP_URL there is never a development mailbox', async () => {
    expect(mailPlan(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).kind).toBe('smtp');
    expect(await mailboxStatus({ SMTP_URL: 'smtp://127.0.0.1:2525', BANK_DEV_MAILBOX: 'true' })).toBe(404);
  });

  it('NODE_ENV=production without SMTP_URL refuses to start and says why', () => {
    expect(() => mailPlan(readConfig({ NODE_ENV: 'production' }))).toThrow(/NODE_ENV=production needs SMTP_URL/);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'adapters/http/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/never-created' }, encoding: 'utf8', timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/NODE_ENV=production needs SMTP_URL/);
  }, 30_000);

  it('knows which hosts are loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'bank.example.com']) expect(isLoopback(host), host).toBe(false);
  });
});
