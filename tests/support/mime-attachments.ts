/** Reads the base64 attachments out of a raw e-mail as nodemailer writes it (multipart/mixed), so tests open what a customer's mail client would. */

export interface RawAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export function attachmentsOf(raw: string): RawAttachment[] {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw.split(`--${boundary}`).flatMap((part) => {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const filename = /filename="?([^"\r\n;]+)"?/i.exec(head)?.[1];
    if (!filename || !/content-transfer-encoding:\s*base64/i.test(head)) return [];
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    return [{ filename, contentType, content: Buffer.from(body.join('\n').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64') }];
  });
}
