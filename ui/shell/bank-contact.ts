/**
 * The bank's phone, e-mail and address as System Settings hold them (issue 26): the public
 * site's footer and Contact page and the Account Suspended page show what the deposit
 * instructions and the statement show. The defaults stand until the server answers, asked once
 * per visit and shared by every component that shows them.
 */
import { useEffect, useState } from 'react';
import { fetchBankContact, type BankContact } from '../../adapters/client/public-site.ts';
import { defaultSettings } from '../../domain/settings/default-values.ts';

const { bankName, supportPhone, supportEmail, bankAddress } = defaultSettings.general;
let known: BankContact = { name: bankName, phone: supportPhone, email: supportEmail, address: bankAddress };
let asked: Promise<BankContact> | null = null;

function ask(): Promise<BankContact> {
  asked ??= fetchBankContact().then((contact) => (known = contact), () => known);
  return asked;
}

/** "+1 (800) 555-0186" -> "tel:+18005550186". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function useBankContact(): BankContact {
  const [contact, setContact] = useState(known);
  useEffect(() => {
    let live = true;
    void ask().then((answer) => { if (live) setContact(answer); });
    return () => { live = false; };
  }, []);
  return contact;
}
