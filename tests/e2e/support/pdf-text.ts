/** Reads the text drawn in a PDF written by pdf-lib (Flate content streams, hex strings shown with Tj), so e2e can check a statement's rows. */
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Buffer): string[] {
  const source = bytes.toString('latin1');
  const texts: string[] = [];
  // The end of line before `endstream` stays with the data: a compressed stream whose last byte is a
  // carriage return would lose it to a `\r?\n` here and fail to inflate; zlib ignores bytes after its end.
  const streams = /stream\r?\n([\s\S]*?)endstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) texts.push(shown[1] ?? '');
  }
  return texts;
}
