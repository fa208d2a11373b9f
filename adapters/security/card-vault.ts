/**
 * Seals a card's full number and CVV with AES-256-GCM before they enter the log, and
 * opens them only for a PIN-verified reveal. The 32-byte key is a server secret
 * (`store.ensureSecret('card-encryption-key')`), never in the log or the browser.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EventStore } from '../store/types.ts';

export interface CardSecrets {
  number: string;
  cvv: string;
}

const KEY_NAME = 'card-encryption-key';

export async function cardKey(store: EventStore): Promise<Buffer> {
  return Buffer.from(await store.ensureSecret(KEY_NAME, () => randomBytes(32).toString('base64')), 'base64');
}

/** base64(iv 12 | tag 16 | ciphertext); the card id is bound as associated data, so a sealed value cannot be moved to another card. */
export function sealCard(key: Buffer, cardId: string, secrets: CardSecrets): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(cardId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

export function openCard(key: Buffer, cardId: string, sealed: string): CardSecrets {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(cardId));
  decipher.setAuthTag(raw.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(plain) as CardSecrets;
}
