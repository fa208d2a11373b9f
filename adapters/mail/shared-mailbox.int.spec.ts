// Proves the development mailbox on PostgreSQL is one mailbox for every server on the database: a code one server sent is read through another (the multi-server workload depends on it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayDatabase } from '../../tests/support/server-process.ts';
import { openSharedDevMailbox, type SharedDevMailbox } from './shared-mailbox.ts';

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('the shared development mailbox (PostgreSQL)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let first: SharedDevMailbox;
  let second: SharedDevMailbox;

  beforeAll(async () => {
    database = await throwawayDatabase(postgresUrl!, 'bank_mailbox');
    // Two servers starting together both create the table; the advisory lock lets one do it.
    [first, second] = await Promise.all([openSharedDevMailbox(database.url), openSharedDevMailbox(database.url)]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('shows on one server the mail another sent, newest first, attachments included', async () => {
    await first.send({ to: 'grace@example.com', subject: 'Your code', text: 'Your one-time code is 1234' });
    await first.send({ to: 'grace@example.com', subject: 'Statement', text: 'Attached', attachments: [{ filename: 's.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }] });
    const seen = await second.read();
    expect(seen.map((m) => m.subject)).toEqual(['Statement', 'Your code']);
    expect(seen[1]).toMatchObject({ to: 'grace@example.com', text: 'Your one-time code is 1234' });
    expect([...seen[0]!.attachments![0]!.content]).toEqual([37, 80, 68, 70]);
  });
});
