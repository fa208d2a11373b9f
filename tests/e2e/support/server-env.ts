/** The environment every e2e bank server runs with, in one place: the suite's own server (playwright.config.ts) and a spec's time-travel bank (time-travel-bank.ts) must sign in the same administrator and send mail to the same catcher. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
export const MAIL_SMTP_PORT = E2E_BASE_PORT + 1;
export const MAIL_HTTP_PORT = E2E_BASE_PORT + 2;
/** A spec's own server whose clock may move (time-travel-bank.ts). */
export const TIME_TRAVEL_PORT = E2E_BASE_PORT + 3;

export function e2eBankEnv(port: number, dataDir: string): Record<string, string> {
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
    // Codes and links go out by real SMTP to the suite's mail catcher (tests/e2e/support/mail-catcher.ts).
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    E2E_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT),
    // Every spec signs up and in from this one loopback address; the limits have their own tests (docs/security.md).
    BANK_RATE_LIMITS: '*=1000000',
    // A live Bitcoin price from the catcher's /price: without one the bank refuses Bitcoin transfers.
    PRICE_COINGECKO_URL: `http://127.0.0.1:${MAIL_HTTP_PORT}/price`,
    // A line per request would bury the suite's own output; errors are still logged.
    BANK_ACCESS_LOG: 'false',
    // No balancer watches /readyz here: a stop need not keep accepting first.
    BANK_SHUTDOWN_GRACE_MS: '0',
  };
}
