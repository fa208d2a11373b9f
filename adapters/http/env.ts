/** The Hono environment every route module shares: the request id and the client's address, set by the first middleware. */
import type { Hono } from 'hono';
import type { BankContext } from '../bank/context.ts';

/** `inReaderLanguage`: the answer was rendered in the reader's language already (the function pipeline), so speakReaderLanguage leaves it. */
export type AppEnv = { Variables: { requestId: string; clientAddress: string | undefined; inReaderLanguage?: boolean } };

export type App = Hono<AppEnv>;

/** Each routes/ module exports one of these; app.ts mounts them in order. */
export type MountRoutes = (app: App, ctx: BankContext) => void;
