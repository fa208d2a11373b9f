// Proves sign-in as an attacker would probe it (issue 12 items 4 and 6): failures slow an e-mail down instead of locking it, the owner gets past with the e-mailed link, unknown e-mails get the very same answers as real ones, one client cannot spray many e-mails, and parallel sign-ins of one customer never get a server error.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../adapters/store/memory.ts';
import { VersionConflictError, type EventStore } from '../../adapters/store/types.ts';
import { signupPayload, testBank } from '../support/test-bank.ts';

/** Every argon2 verification the server makes, counted (the real function still runs). */
const argon2Verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: (...args: Parameters<typeof real.verify>) => { argon2Verifications.count += 1; return real.verify(...args); } };
});

const GRACE = { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' };
const wrong = (email: string) => ({ email, password: 'Wrong-Guess-001', pin: '1357' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokenIn = (text: string | undefined) => /unlock-sign-in\?token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

async function bankWithGrace() {
  const bank = await testBank();
  expect((await bank.call('/functions/v1/auth-signup', signupPayload())).status).toBe(200);
  const login = (body: object) => bank.call('/functions/v1/auth-login', body);
  return { ...bank, login };
}

/** What a caller can observe of an answer, minus the request id every answer has. */
const observable = (answer: { status: number; headers: Headers; body: unknown }) => ({
  status: answer.status,
  body: answer.body,
  headers: [...answer.headers.entries()].filter(([name]) => name !== 'x-request-id'),
});

describe('sign-in throttling (DECISIONS 26)', () => {
  it('slows an e-mail after maxLoginAttempts failures with 429 and Retry-After, then lets the owner in: no lock', async () => {
    const { login } = await bankWithGrace();
    for (let n = 0; n < 3; n += 1) expect((await login(wrong(GRACE.email))).status).toBe(401);
    const waiting = await login(GRACE);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ code: 'rate_limited', detail: 'Too many sign-in attempts. Please wait 1 second and try again.' });
    expect(waiting.headers.get('retry-after')).toBe('1');
    await sleep(1100);
    expect((await login(GRACE)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a real one, attempt after attempt', async () => {
    const { login } = await bankWithGrace();
    const real: unknown[] = [];
    const unknown: unknown[] = [];
    for (let n = 0; n < 5; n += 1) {
      real.push(observable(await login(wrong(GRACE.email))));
      unknown.push(observable(await login(wrong('nobody.here@example.com'))));
    }
    expect(unknown).toEqual(real);
    expect(real.map((answer) => (answer as { status: number }).status)).toEqual([401, 401, 401, 429, 429]);
  });

  it('spends the same argon2 work on an unknown e-mail as on a real one (decoy hashes)', async () => {
    const { login } = await bankWithGrace();
    // Counted, not timed (timed assertions fail on a loaded machine): the same number of argon2
    // verifications means the same time within argon2's own variance, known e-mail or not.
    const verificationsFor = async (email: string) => {
      const before = argon2Verifications.count;
      expect((await login(wrong(email))).status).toBe(401);
      return argon2Verifications.count - before;
    };
    const known = await verificationsFor(GRACE.email);
    const unknown = await verificationsFor('nobody.here@example.com');
    expect(known).toBe(2);
    expect(unknown).toBe(known);
  });

  it('mails the owner one unlock link that gets them in during the delay, once, and says when it is used', async () => {
    const { login, call, mailbox } = await bankWithGrace();
    for (let n = 0; n < 4; n += 1) await login(wrong(GRACE.email));
    for (let n = 0; n < 4; n += 1) await login(wrong('nobody.here@example.com'));
    await vi.waitFor(() => expect(mailbox.to(GRACE.email)).toHaveLength(1));
    expect(mailbox.to('nobody.here@example.com')).toHaveLength(0);
    const token = tokenIn(mailbox.to(GRACE.email)[0]?.text);
    expect(token.length).toBeGreaterThan(20);
    expect((await login(GRACE)).status).toBe(429);
    expect((await call('/functions/v1/sign-in-unlock', { token })).body).toMatchObject({ success: true, message: 'Your sign-in is unlocked in this browser for 30 minutes. Sign in now to continue.' });
    expect((await login({ ...GRACE, unlockToken: token })).status).toBe(200);
    const used = await call('/functions/v1/sign-in-unlock', { token });
    expect(used).toMatchObject({ status: 400, body: { detail: 'This unlock link has already been used. If sign-in is slowed again, a new link will be e-mailed to you.' } });
    // Within 15 minutes no second e-mail, however often sign-in is slowed again.
    for (let n = 0; n < 4; n += 1) await login(wrong(GRACE.email));
    await sleep(50);
    expect(mailbox.to(GRACE.email)).toHaveLength(1);
  });

  it('ignores an unlock link presented for another e-mail, and says when a link has expired', async () => {
    const { login, call, mailbox, clock } = await bankWithGrace();
    for (let n = 0; n < 4; n += 1) await login(wrong(GRACE.email));
    await vi.waitFor(() => expect(mailbox.to(GRACE.email)).toHaveLength(1));
    const token = tokenIn(mailbox.to(GRACE.email)[0]?.text);
    for (let n = 0; n < 4; n += 1) await login(wrong('nobody.here@example.com'));
    expect((await login({ ...wrong('nobody.here@example.com'), unlockToken: token })).status).toBe(429);
    clock.advance(30 * 60_000 + 1000);
    expect((await call('/functions/v1/sign-in-unlock', { token })).body.detail).toBe('This unlock link has expired. If sign-in is slowed again, a new link will be e-mailed to you.');
    expect((await login({ ...GRACE, unlockToken: token })).status).toBe(429);
  });

  it('makes one client wait after 30 failed sign-ins across different e-mails (password spraying)', async () => {
    const { login } = await bankWithGrace();
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) statuses.push((await login(wrong(`sprayed${n}@example.com`))).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await login(GRACE)).status).toBe(429);
  });
});

describe('sign-in throttling counts before it hashes (issue 25 item 3)', () => {
  // Each attempt checked costs two argon2 verifications (password and PIN, or their decoys).
  const checkedDuring = async (attempts: () => Promise<unknown>) => {
    const before = argon2Verifications.count;
    await attempts();
    return (argon2Verifications.count - before) / 2;
  };

  it('lets only maxLoginAttempts of 45 parallel wrong sign-ins on one account reach the password check', async () => {
    const { login } = await bankWithGrace();
    let statuses: number[] = [];
    const checked = await checkedDuring(async () => {
      statuses = (await Promise.all(Array.from({ length: 45 }, () => login(wrong(GRACE.email))))).map((a) => a.status);
    });
    expect(checked).toBe(3);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(42);
  });

  it('lets only 30 of 45 parallel wrong sign-ins from one client across 45 e-mails reach the password check', async () => {
    const { login } = await bankWithGrace();
    let statuses: number[] = [];
    const checked = await checkedDuring(async () => {
      statuses = (await Promise.all(Array.from({ length: 45 }, (_, n) => login(wrong(`sprayed${n}@example.com`))))).map((a) => a.status);
    });
    expect(checked).toBe(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('sign-in under contention (issue 12 item 6)', () => {
  it('signs one customer in from 20 tabs at once: no 5xx, and every tab told to wait a second gets in when it tries again', async () => {
    const { login } = await bankWithGrace();
    let waiting = 20;
    for (let round = 0; waiting > 0 && round < 10; round += 1) {
      const answers = await Promise.all(Array.from({ length: waiting }, () => login(GRACE)));
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 429 && a.headers.get('retry-after') === '1')).toBe(true);
      waiting = answers.filter((a) => a.status === 429).length;
    }
    expect(waiting).toBe(0);
  });

  it('never answers 5xx to 20 parallel sign-ins of one customer, right and wrong mixed', async () => {
    const { login, store } = await bankWithGrace();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => login(n % 2 ? GRACE : wrong(GRACE.email))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => ![200, 401, 429].includes(s))).toEqual([]);
    expect(statuses.filter((_, n) => n % 2 === 0).every((s) => s === 401 || s === 429)).toBe(true);
    const verdicts = (await store.readStream(`credentials-${(await login(GRACE)).body.user.id as string}`)).filter((e) => e.type === 'LoginFailed' || e.type === 'LoginSucceeded');
    expect(verdicts.length).toBeGreaterThanOrEqual(statuses.filter((s) => s !== 429).length);
  });

  it('answers 409 "please try again", never 500, when another server keeps winning the race for the credentials stream', async () => {
    let contested = false;
    const memory = createMemoryStore();
    // Another server appending first every time: each retry of the verdict meets a version conflict.
    const store = new Proxy(memory, {
      get(target, name, receiver) {
        if (name !== 'append') return Reflect.get(target, name, receiver) as unknown;
        const append: EventStore['append'] = (appends) => contested && appends.some((a) => a.streamId.startsWith('credentials-'))
          ? Promise.reject(new VersionConflictError(appends[0]!.streamId, 0, 1))
          : target.append(appends);
        return append;
      },
    });
    const { call } = await testBank(store);
    expect((await call('/functions/v1/auth-signup', signupPayload())).status).toBe(200);
    contested = true;
    const answer = await call('/functions/v1/auth-login', GRACE);
    expect(answer).toMatchObject({ status: 409, body: { detail: 'Another sign-in to this account was being processed at the same moment. Please try again.' } });
  });
});
