// Proves the log chain's function through HTTP: an administrator reads the sealed head, verifies the chain and exports the log, a period by positions, which the offline command verifies (spawned); a customer is refused (403).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';

const folder = mkdtempSync(join(tmpdir(), 'bank-chain-http-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const verifyOffline = (name: string, content: string) => {
  const file = join(folder, name);
  writeFileSync(file, content);
  const run = spawnSync(process.execPath, ['scripts/verify-log.mjs', file], { cwd: process.cwd(), encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
};

describe('the log chain through HTTP', () => {
  it('shows the head, verifies the chain and exports what the offline command verifies; refuses a customer', async () => {
    const bank = await testBank();
    const signup = await bank.call('/functions/v1/auth-signup', signupPayload());
    expect(signup.status).toBe(200);
    const admin = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token as string;
    const chain = (body: unknown, token = admin) => bank.call('/functions/v1/admin-log-chain', body, token);

    const head = await chain({ action: 'head' });
    expect(head.status).toBe(200);
    const logHead = await bank.store.headPosition();
    expect(head.body).toMatchObject({ success: true, logHead, sealedThrough: { position: logHead, hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });

    expect((await chain({ action: 'verify' })).body).toMatchObject({ intact: true, checked: logHead, problems: [], problemCount: 0 });

    const whole = (await chain({ action: 'export' })).body;
    expect(whole).toMatchObject({ from: 1, to: logHead, count: logHead, complete: true });
    // A customer's registration holds her password's and PIN's hashes: the file carries their digest, never them.
    expect(whole.content).not.toMatch(/argon2/);
    const offline = verifyOffline('whole.jsonl', whole.content);
    expect(offline.status).toBe(0);
    expect(offline.out).toContain(`Head: position ${logHead}, hash ${head.body.sealedThrough.hash}`);

    const first = (await chain({ action: 'export', toPosition: 2 })).body;
    const rest = (await chain({ action: 'export', fromPosition: 3 })).body;
    expect([first.from, first.to, rest.from, rest.to]).toEqual([1, 2, 3, logHead]);
    writeFileSync(join(folder, 'first.jsonl'), first.content);
    expect(verifyOffline('rest.jsonl', rest.content).status).toBe(0);
    const both = spawnSync(process.execPath, ['scripts/verify-log.mjs', join(folder, 'first.jsonl'), join(folder, 'rest.jsonl')], { encoding: 'utf8' });
    expect(both.status).toBe(0);

    // A period by dates: the events recorded within it, or none at all.
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await chain({ action: 'export', from: `${today}T00:00:00.000Z`, to: new Date(Date.now() + 60_000).toISOString() })).body;
    expect(dated).toMatchObject({ from: 1, to: logHead, count: logHead });
    const future = (await chain({ action: 'export', from: '2999-01-01T00:00:00.000Z' })).body;
    expect(future).toMatchObject({ count: 0, complete: true });
    expect(verifyOffline('empty.jsonl', future.content).status).toBe(0);

    const tampered = rest.content.replace(/"type":"(\w+)"/, '"type":"$1Edited"');
    const broken = verifyOffline('tampered.jsonl', tampered);
    expect(broken.status).toBe(1);
    expect(broken.out).toMatch(/position 3: changed/);

    const customer = (await bank.call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' })).body.session?.access_token as string | undefined;
    expect(customer).toBeTruthy();
    expect((await chain({ action: 'head' }, customer)).status).toBe(403);
  });
});
