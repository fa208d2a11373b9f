/** Reads the lists of the public pages' copy (cards, team, branches, FAQ) from the i18n resources, typed. */
import { useTranslation } from 'react-i18next';

export interface Offer {
  title: string;
  text: string;
  highlight?: string;
}

export interface Person {
  name: string;
  role: string;
  text: string;
}

export interface Figure {
  value: string;
  label: string;
}

/** A list from the site namespace, with `values` filled into its placeholders; an empty list if a translation left it out, so a page never crashes on copy. */
export function useCopyList<T>(key: string, values: Record<string, string> = {}): T[] {
  const { t } = useTranslation('site');
  const value: unknown = t(key, { returnObjects: true, ...values });
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The headline figures of part 1 section 1, by name, in the order given. */
export function useFigures(names: string[]): Figure[] {
  const { t } = useTranslation('site');
  return names.map((name) => ({ value: t(`figures.${name}.value`), label: t(`figures.${name}.label`) }));
}
