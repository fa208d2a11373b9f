/**
 * The savings APY the public pages advertise, as System Settings hold it (issue 17): the
 * default rate until the server answers, so the figure never waits on a round trip.
 */
import { useEffect, useState } from 'react';
import { fetchSavingsApy } from '../../../adapters/client/public-site.ts';
import { defaultSettings } from '../../../domain/settings/default-values.ts';
import { percentOf } from '../../../domain/savings/earned.ts';
import { formatPercent } from '../../format/money.ts';

/** "4.5" rather than "4.50": marketing copy drops a trailing zero. */
const short = (apy: string): string => apy.replace(/\.?0+$/, '');

/** The rate as the page's language writes a percentage: "4.5%" | "4,5 %". */
export function useSavingsApy(): string {
  const [apy, setApy] = useState(() => short(percentOf(defaultSettings.interest.savingsInterestRate)));
  useEffect(() => {
    let live = true;
    fetchSavingsApy().then((value) => { if (live) setApy(short(value)); }, () => undefined);
    return () => { live = false; };
  }, []);
  return formatPercent(apy);
}
