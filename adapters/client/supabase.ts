/** The one supabase-js client of the browser, pointed at our own server, which speaks the Supabase contract. */
import { createClient } from '@supabase/supabase-js';
import { PUBLIC_ANON_KEY } from './config.ts';
import { fetchInReaderLanguage } from './reader-language.ts';
import { SESSION_KEY, sessionStore } from './session-storage.ts';

export const supabase = createClient(window.location.origin, PUBLIC_ANON_KEY, {
  global: { fetch: fetchInReaderLanguage },
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storage: sessionStore, storageKey: SESSION_KEY },
});
