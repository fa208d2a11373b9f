/** A back-office notice with a parameter as it answers: its English word for word (acceptance tests and the API read `message`) and its key and parameters, so the browser words it in the administrator's language (issue 27). */
import { english, said, type EnglishText, type ParamsArgument, type RefusalKey, type Said } from './words.ts';

export interface Worded {
  message: EnglishText;
  messageSaid: Said;
}

/** notice('notices.invitationSent', { email }) -> { message: 'Invitation sent to ada@bank.test.', messageSaid: { key, params } }. */
export function notice<K extends RefusalKey>(key: K, ...params: ParamsArgument<K>): Worded {
  return { message: english(key, ...params), messageSaid: said(key, ...params) };
}
