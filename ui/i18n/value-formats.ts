/** The forms a catalogue may ask of a value, {{name, de}} ("d’Amara", domain/i18n/elision.ts), registered with an i18next instance. */
import type { i18n } from 'i18next';
import { valueFormats } from '../../domain/i18n/elision.ts';

export function addValueFormats(instance: i18n): void {
  for (const [name, write] of Object.entries(valueFormats)) instance.services.formatter?.add(name, (value: unknown) => write(String(value)));
}
