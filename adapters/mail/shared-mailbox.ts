/**
 * The development mailbox kept in PostgreSQL (table dev_mailbox) when the bank runs on a
 * database: every server behind a balancer writes there and /dev/mailbox on any of them shows
 * every server's mail, so a code sent by one server can be read through another. Development
 * and tests only (config.ts mailPlan); the newest 200 messages are kept.
 */
import pg from 'pg';
import { DevMailbox, MAIL_FROM, type MailMessage, type StoredMail } from './mailer.ts';

export const DEV_MAILBOX_TABLE = 'dev_mailbox';
const KEEP = 200;

interface Row { id: string; recipient: string; subject: string; body: string; attachments: { filename: string; contentType: string; content: string }[]; sent_at: Date }

/** Several servers may start together: the advisory lock makes one of them create the table. */
async function createTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('${DEV_MAILBOX_TABLE}'))`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${DEV_MAILBOX_TABLE} (id bigserial PRIMARY KEY, recipient text NOT NULL, subject text NOT NULL, body text NOT NULL, attachments jsonb NOT NULL DEFAULT '[]', sent_at timestamptz NOT NULL)`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export class SharedDevMailbox extends DevMailbox {
  constructor(private readonly pool: pg.Pool, private readonly clock: () => Date = () => new Date()) {
    super(clock);
  }

  override async send(message: MailMessage): Promise<void> {
    await super.send(message);
    const attachments = (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content).toString('base64') }));
    await this.pool.query(`INSERT INTO ${DEV_MAILBOX_TABLE} (recipient, subject, body, attachments, sent_at) VALUES ($1, $2, $3, $4, $5)`,
      [message.to, message.subject, message.text, JSON.stringify(attachments), this.clock()]);
    await this.pool.query(`DELETE FROM ${DEV_MAILBOX_TABLE} WHERE id <= (SELECT max(id) - ${KEEP} FROM ${DEV_MAILBOX_TABLE})`);
  }

  override async read(): Promise<readonly StoredMail[]> {
    const { rows } = await this.pool.query<Row>(`SELECT id, recipient, subject, body, attachments, sent_at FROM ${DEV_MAILBOX_TABLE} ORDER BY id DESC LIMIT ${KEEP}`);
    return rows.map((row) => ({
      id: Number(row.id), from: MAIL_FROM, to: row.recipient, subject: row.subject, text: row.body, at: row.sent_at.toISOString(),
      attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
    }));
  }

  override async close(): Promise<void> {
    await this.pool.end();
  }
}

export async function openSharedDevMailbox(connectionString: string, now?: () => Date): Promise<SharedDevMailbox> {
  const pool = new pg.Pool({ connectionString, max: 2, application_name: 'bank-dev-mailbox' });
  pool.on('error', () => undefined);
  try {
    await createTable(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new SharedDevMailbox(pool, now);
}
