#!/usr/bin/env node
// Verifies an export of the bank's log offline (docs/audit.md), with Node alone: no database, no
// package, no access to the bank. It recomputes every link of the hash chain from the exported
// events and names each position whose event is not the one sealed there.
//   node scripts/verify-log.mjs export.jsonl [next-export.jsonl ...]
// Several files are checked as one log: each must start where the one before it ended.
// Exit status 0: intact; 1: tampered (the positions are printed); 2: unreadable or not an export.
// The bytes hashed are defined in docs/audit.md; adapters/chain/link-hash.ts is the bank's copy.
/* global console */
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import process from 'node:process';

const CHAIN_VERSION = 'tmb-chain-1';
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** "tmb-chain-1\n" previous "\n", then per field "<length in bytes>:<field>\n"; the data by its SHA-256. */
export function linkHash(previous, event) {
  const dataSha256 = event.data !== undefined ? sha256(Buffer.from(event.data, 'utf8')) : event.dataSha256;
  const fields = [String(event.position), event.streamId, String(event.version), event.type, dataSha256, event.metadata, event.recordedAtUs];
  const parts = [Buffer.from(`${CHAIN_VERSION}\n${previous}\n`, 'utf8')];
  for (const field of fields) {
    if (typeof field !== 'string') throw new Error(`position ${event.position}: a field is missing`);
    const bytes = Buffer.from(field, 'utf8');
    parts.push(Buffer.from(`${bytes.length}:`, 'utf8'), bytes, Buffer.from('\n', 'utf8'));
  }
  return sha256(Buffer.concat(parts));
}

/** Checks one export's lines after `previous` (the link before its first position); answers its problems and its last link. */
export function verifyLines(header, lines, previous) {
  const problems = [];
  let last = header.anchor;
  let count = 0;
  let position = header.anchor.position;
  for (const line of lines) {
    if (!(line.position > position)) problems.push({ position: line.position, kind: 'out of order' });
    position = line.position;
    const event = line.missing ? undefined : line;
    if (event) count += 1;
    if (line.link === undefined) {
      if (event) problems.push({ position, kind: 'inserted' });
      continue;
    }
    if (!event) problems.push({ position, kind: 'deleted' });
    else if (linkHash(previous, event) !== line.link) problems.push({ position, kind: 'changed' });
    previous = line.link;
    last = { position, hash: line.link };
  }
  if (last.position !== header.head.position || last.hash !== header.head.hash) problems.push({ position: last.position, kind: `head differs from the header's (${header.head.position} ${header.head.hash})` });
  if (count !== header.count) problems.push({ position: last.position, kind: `holds ${count} events, the header says ${header.count}` });
  return { problems, last, count };
}

function readExport(file) {
  const text = readFileSync(file, 'utf8');
  const [first, ...rest] = text.split('\n').filter((l) => l.trim() !== '');
  const header = JSON.parse(first ?? 'null');
  if (header?.format !== 'tmb-log-export-1' || header.chain !== CHAIN_VERSION) throw new Error(`${file} is not an export of the log (format tmb-log-export-1)`);
  return { header, lines: rest.map((l) => JSON.parse(l)) };
}

function main(files) {
  if (files.length === 0) {
    console.error('usage: node scripts/verify-log.mjs export.jsonl [next-export.jsonl ...]');
    return 2;
  }
  let exports;
  try {
    exports = files.map((file) => ({ file, ...readExport(file) }));
  } catch (error) {
    console.error(`Cannot read the export: ${error.message}`);
    return 2;
  }
  let broken = false;
  let previous = null;
  for (const { file, header, lines } of exports) {
    if (previous && (header.anchor.position !== previous.position || header.anchor.hash !== previous.hash)) {
      console.log(`${file}: does not continue the file before it (its anchor is position ${header.anchor.position}, the file before ended at ${previous.position})`);
      broken = true;
    }
    const { problems, last, count } = verifyLines(header, lines, header.anchor.hash);
    for (const p of problems) console.log(`${file}: position ${p.position}: ${p.kind}`);
    broken ||= problems.length > 0;
    console.log(`${file}: ${problems.length === 0 ? 'intact' : 'BROKEN'}: ${count} events, positions ${header.from ?? '-'} to ${header.to ?? '-'}, chained from position ${header.anchor.position} (${header.anchor.hash}) to position ${last.position} (${last.hash})`);
    previous = last;
  }
  console.log(broken ? 'The log was altered: see the positions above.' : `Verified. Head: position ${previous.position}, hash ${previous.hash}. Compare it with a head you noted earlier.`);
  return broken ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('verify-log.mjs')) process.exitCode = main(process.argv.slice(2));
