/**
 * Reads an SMSC's delivery receipt (a deliver_sm with esm_class "MC delivery receipt"): the
 * message it reports on from the receipted_message_id TLV or the SMPP 3.4 appendix B text
 * ("id:IIII sub:001 dlvrd:001 submit date:2611270012 done date:2611270013 stat:DELIVRD err:000
 * text:..."), and whether it arrived. Pure; adapters/sms/smpp-sender.ts hands it the PDU's fields.
 */

export interface DeliveryReport {
  smscMessageId: string;
  delivered: boolean;
  /** DELIVRD, UNDELIV, EXPIRED, REJECTD, DELETED, UNKNOWN, ACCEPTD, ENROUTE. */
  stat: string;
}

/** SMPP 5.0 message_state values (section 5.3.2.35) as appendix B's stat words. */
const STATES: Record<number, string> = { 1: 'ENROUTE', 2: 'DELIVRD', 3: 'EXPIRED', 4: 'DELETED', 5: 'UNDELIV', 6: 'ACCEPTD', 7: 'UNKNOWN', 8: 'REJECTD', 9: 'SKIPPED' };
/** Interim states: the message is still on its way; nothing final to record. */
const INTERIM = new Set(['ENROUTE', 'ACCEPTD', 'SCHEDULED']);

/** null when it is no final report on a message (an interim state, or no message id in it). */
export function parseDeliveryReport(fields: { text: string; receiptedMessageId?: string | undefined; messageState?: number | undefined }): DeliveryReport | null {
  const id = fields.receiptedMessageId?.replace(/\0+$/, '') || /(?:^|\s)id:(\S+)/i.exec(fields.text)?.[1];
  const stat = (fields.messageState !== undefined ? STATES[fields.messageState] : undefined) ?? /(?:^|\s)stat:(\S+)/i.exec(fields.text)?.[1]?.toUpperCase();
  if (!id || !stat || INTERIM.has(stat)) return null;
  return { smscMessageId: id, delivered: stat === 'DELIVRD', stat };
}

/**
 * The ids a receipt's id may stand for: SMSCs are known to answer submit_sm_resp with a hex id and
 * write the receipt's `id:` in decimal, or the reverse, sometimes zero-padded. Tried in this order.
 */
export function smscIdCandidates(id: string): string[] {
  const candidates = [id];
  const add = (candidate: string): void => { if (candidate && !candidates.includes(candidate)) candidates.push(candidate); };
  if (/^\d{1,15}$/.test(id)) {
    const hex = Number(id).toString(16);
    add(hex);
    add(hex.toUpperCase());
    add(String(Number(id)));
  }
  if (/^[0-9a-f]{1,12}$/i.test(id)) add(String(parseInt(id, 16)));
  return candidates;
}
