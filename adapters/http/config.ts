/** The server's configuration, read once from the environment (README lists every variable). */
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  BANK_ADMIN_EMAIL: z.string().email().optional(),
  BANK_ADMIN_PASSWORD: z.string().min(8, 'BANK_ADMIN_PASSWORD must have at least 8 characters').optional(),
  BANK_ADMIN_PIN: z.string().regex(/^\d{4}$/, 'BANK_ADMIN_PIN must be exactly 4 digits').optional(),
  BANK_MEMBERSHIP_NUMBER: z.string().regex(/^[A-Za-z0-9-]{4,64}$/, 'BANK_MEMBERSHIP_NUMBER must be 4 to 64 letters, digits or dashes').optional(),
  BANK_PIN_PEPPER: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  /** The Bitcoin price sources of part 2 section 7, tried in this order (docs/operations.md). */
  PRICE_COINGECKO_URL: z.string().url().optional(),
  PRICE_COINBASE_URL: z.string().url().optional(),
  PRICE_BINANCE_URL: z.string().url().optional(),
  PRICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** `true` only on a demo instance: enables Clear All Users, which resets the demo data (DECISIONS 24). */
  BANK_DEMO: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  NODE_ENV: z.string().default('development'),
  UI_ROOT: z.string().default('./dist'),
});

export type Config = z.infer<typeof schema>;

/** Empty variables count as unset, as shells often export them that way. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The bank's configuration is not valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
