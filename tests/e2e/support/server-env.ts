/**
 * The ports and environment of the e2e servers, in one place. Each Playwright worker has its own
 * slot (its TEST_PARALLEL_INDEX): its own bank, mail catcher and time-travel bank on ports of its
 * own, so two workers never share a bank's data, its administrator or its inbox.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
/** Ports one slot takes: bank, SMTP, mail HTTP, time-travel bank, SMSC, the rest spare. E2E_PORT..E2E_PORT + 10 * workers - 1 in all. */
export const PORTS_PER_SLOT = 10;

export interface SlotPorts {
  bank: number;
  mailSmtp: number;
  mailHttp: number;
  /** A spec's own server whose clock may move (time-travel-bank.ts). */
  timeTravel: number;
  /** The slot's SMSC (SMPP), beside its mail catcher: the bank texts its receipts there (mail-catcher.ts). */
  smsc: number;
}

export function slotPorts(slot: number): SlotPorts {
  const base = E2E_BASE_PORT + PORTS_PER_SLOT * slot;
  return { bank: base, mailSmtp: base + 1, mailHttp: base + 2, timeTravel: base + 3, smsc: base + 4 };
}

/** This process's slot: Playwright sets TEST_PARALLEL_INDEX in a worker before it reads the config or a spec; the runner is slot 0. */
export const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const own = slotPorts(E2E_SLOT);
export const BANK_PORT = own.bank;
export const MAIL_SMTP_PORT = own.mailSmtp;
export const MAIL_HTTP_PORT = own.mailHttp;
export const TIME_TRAVEL_PORT = own.timeTravel;

/** The messages this worker's mail catcher caught, newest first (mail-catcher.ts). */
export const mailboxUrl = `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`;

/** The texts this worker's SMSC received, newest first: GET for `{ messages: [{ smscMessageId, to, text }] }`; POST `${smsUrl}/<smscMessageId>/delivered` sends the delivery receipt. */
export const smsUrl = `http://127.0.0.1:${MAIL_HTTP_PORT}/sms`;

/** A bank of slot `slot` on `port` (its own or its time-travel bank): the same administrator, and mail to the slot's catcher. */
export function e2eBankEnv(port: number, dataDir: string, slot = E2E_SLOT): Record<string, string> {
  const mail = slotPorts(slot);
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    BANK_ADMIN_EMAIL: 'admin@tmb.test',
    BANK_ADMIN_PASSWORD: 'Admin-Passw0rd!',
    BANK_ADMIN_PIN: '2468',
    BANK_MEMBERSHIP_NUMBER: 'TMB-E2E-0001',
    NODE_ENV: 'test',
    // Always the embedded database in a fresh folder, even when CI exports DATABASE_URL for the Postgres tier.
    DATABASE_URL: '',
    // Codes and links go out by real SMTP to the slot's mail catcher (tests/e2e/support/mail-catcher.ts).
    SMTP_URL: `smtp://127.0.0.1:${mail.mailSmtp}`,
    // Texts (receipts, reminders) go by SMPP to the slot's SMSC, beside the mail catcher (docs/sms.md).
    SMS_SMPP_URL: `smpp://tmb:secret12@127.0.0.1:${mail.smsc}`,
    // Every spec signs up and in from this one loopback address; the limits have their own tests (docs/security.md).
    BANK_RATE_LIMITS: '*=1000000',
    // A live Bitcoin price from the catcher's /price: without one the bank refuses Bitcoin transfers.
    PRICE_COINGECKO_URL: `http://127.0.0.1:${mail.mailHttp}/price`,
    // A line per request would bury the suite's own output; errors are still logged.
    BANK_ACCESS_LOG: 'false',
    // No balancer watches /readyz here: a stop need not keep accepting first.
    BANK_SHUTDOWN_GRACE_MS: '0',
  };
}
