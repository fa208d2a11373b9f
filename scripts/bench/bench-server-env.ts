/**
 * The environment the benchmarks start the bank's server with, shared so the parts that sign
 * the administrator in over HTTP (the black box) use the credentials the server was given.
 */

/** The administrator every bench server is started with. */
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'Bench-Admin-Passw0rd', pin: '1357' };

/** A production server on loopback at `port`, no UI, the admin above; `extra` names the store and anything else. */
export function benchServerEnv(port: number, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', UI_ROOT: '/nonexistent',
    BANK_PIN_PEPPER: '', BANK_ADMIN_EMAIL: BENCH_ADMIN.email, BANK_ADMIN_PASSWORD: BENCH_ADMIN.password, BANK_ADMIN_PIN: BENCH_ADMIN.pin, ...extra,
  };
}
