/**
 * Writes docs/events.md from the zod schemas of domain/catalogue.ts, so the event
 * catalogue can never drift from the code. Run with `npm run docs:events`.
 */
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { eventFamilies, eventMeanings, eventSchemas, type EventType } from '../domain/catalogue.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  maxLength?: number;
}

function describeType(schema: JsonSchema): string {
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${String(value)}\``).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(describeType).join(' \\| ');
  if (schema.type === 'array') return `list of ${schema.items ? describeType(schema.items) : 'values'}`;
  if (schema.type === 'object' && schema.properties) return `{${Object.keys(schema.properties).join(', ')}}`;
  const pattern = schema.pattern ? ` matching \`${schema.pattern}\`` : '';
  return `${String(schema.type ?? 'any')}${pattern}`;
}

function eventSection(type: EventType): string {
  const json = z.toJSONSchema(eventSchemas[type], { unrepresentable: 'any' }) as JsonSchema;
  const rows = Object.entries(json.properties ?? {}).map(([name, field]) =>
    `| \`${name}\` | ${describeType(field)} | ${json.required?.includes(name) ? 'yes' : 'no'} |`);
  return [`### ${type}`, '', eventMeanings[type], '', '| field | type | required |', '|---|---|---|', ...rows, ''].join('\n');
}

const intro = `# Event catalogue

Generated from \`domain/catalogue.ts\` by \`npm run docs:events\`; do not edit by hand.

Every event is stored with metadata \`{actor, requestId?, correlationId?, at, reason?}\`
(\`adapters/store/types.ts\`) and validated against its schema before it is appended and
after it is read back. Amounts are integers of minor units (cents for USD, satoshis for
BTC). Every event that moves money carries \`postings\`: signed amounts per account whose
sum per currency is zero (the double-entry rule), so the ledger is the sum of postings.

Accounts: \`customer:<userId>:USD|BTC\` for customers; the bank's own
\`bank:clearing\`, \`bank:fee-income\`, \`bank:deposits-in-transit\`, \`bank:adjustments\`
and \`bank:internal-transfers\`, each suffixed with the currency.
`;

const sections = Object.entries(eventFamilies).map(([stream, types]) =>
  [`## Stream \`${stream}\``, '', ...types.map(eventSection)].join('\n'));

writeFileSync(new URL('../docs/events.md', import.meta.url), `${intro}\n${sections.join('\n')}`);
console.log('docs/events.md written');
