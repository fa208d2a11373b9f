// Proves a KYC document's type is read from its bytes: JPEG, PNG and PDF kept whatever their name; a renamed ELF or PE program, a ZIP archive or an HTML page refused and named; size over 5 MB refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { checkDocument } from './document-check.ts';
import { detectDocumentType, MAX_DOCUMENT_BYTES } from './magic.ts';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

const samples = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\n1 0 obj'),
  elf: bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  pe: bytes('MZ', [0x90, 0, 3, 0], 'This program cannot be run in DOS mode'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0]),
  html: bytes('\uFEFF  <!DOCTYPE html><html><script>alert(1)</script>'),
};

describe('the type of a document, from its magic numbers', () => {
  it('keeps JPEG, PNG and PDF', () => {
    expect(detectDocumentType(samples.jpeg)).toEqual({ ok: true, mediaType: 'image/jpeg' });
    expect(detectDocumentType(samples.png)).toEqual({ ok: true, mediaType: 'image/png' });
    expect(detectDocumentType(samples.pdf)).toEqual({ ok: true, mediaType: 'application/pdf' });
  });

  it('names a renamed program, an archive and a web page', () => {
    expect(detectDocumentType(samples.elf)).toEqual({ ok: false, kind: 'executable' });
    expect(detectDocumentType(samples.pe)).toEqual({ ok: false, kind: 'executable' });
    expect(detectDocumentType(samples.zip)).toEqual({ ok: false, kind: 'archive' });
    expect(detectDocumentType(samples.html)).toEqual({ ok: false, kind: 'html' });
    expect(detectDocumentType(bytes('just some text'))).toEqual({ ok: false, kind: 'unknown' });
  });

  it('refuses a program named photo.jpg with a message that says what it is', () => {
    expect(() => checkDocument(samples.elf)).toThrow(/This file is a program, whatever its name says/);
    expect(() => checkDocument(samples.pe)).toThrow(/program/);
    expect(() => checkDocument(samples.zip)).toThrow(/archive/);
    expect(() => checkDocument(samples.html)).toThrow(/web page/);
  });

  it('refuses an empty file and one over 5 MB, and keeps one of exactly 5 MB', () => {
    expect(() => checkDocument(new Uint8Array())).toThrow(DomainError);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(samples.jpeg);
    expect(() => checkDocument(big)).toThrow('This file is 6.0 MB: a document may be at most 5 MB. Nothing was uploaded.');
    const limit = new Uint8Array(MAX_DOCUMENT_BYTES);
    limit.set(samples.pdf);
    expect(checkDocument(limit)).toBe('application/pdf');
  });

  it('never accepts bytes that start with none of the three signatures (property)', () => {
    const signatures = [samples.jpeg.subarray(0, 3), samples.png.subarray(0, 8), samples.pdf.subarray(0, 5)];
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (data) => {
      const detected = detectDocumentType(data);
      const signed = signatures.some((s) => s.every((b, i) => data[i] === b));
      expect(detected.ok).toBe(signed);
    }));
  });
});
