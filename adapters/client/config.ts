/** The browser's public settings: the anon key the server accepts for the public functions (login, signup, membership). */
export const PUBLIC_ANON_KEY = 'tmb-public-anon-key';
