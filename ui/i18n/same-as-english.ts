/**
 * Texts a translation legitimately writes exactly as English does (names, codes, addresses,
 * words the languages share), by language, as `namespace:path`. ui/i18n/keys.unit.spec.ts fails
 * on any other text left identical to English, and on an entry here that is no longer the same.
 */
export const sameAsEnglish: Record<string, readonly string[]> = {
  fr: [
    // The bank's name, address, phone and e-mail, and the people's names, are the same in every language.
    'site:bank.name', 'site:bank.logoStrong', 'site:bank.logoLight',
    'site:home.eyebrow', 'records:card.bank',
    'site:home.team.0.name', 'site:home.team.1.name', 'site:home.team.2.name', 'site:home.team.3.name',
    'site:about.leadership.0.name', 'site:about.leadership.1.name', 'site:about.leadership.2.name', 'site:about.leadership.3.name',
    'site:contact.branches.0.address', 'site:contact.branches.1.address', 'site:contact.branches.2.address',
    'site:contact.branches.0.phone', 'site:contact.branches.1.phone', 'site:contact.branches.2.phone',
    'site:contact.mapPins.1', 'site:contact.mapPins.2',
    // Words French shares with English.
    'site:nav.services', 'site:nav.contact', 'site:nav.menu', 'site:footer.services', 'site:contact.message',
    'shell:notifications.button', 'shell:notifications.panel', 'shell:adminMenu.messages',
    'money:rows.total', 'money:rows.type', 'money:rows.date', 'records:cards.type', 'records:cards.status.active', 'records:history.type', 'records:history.date',
    'records:history.total', 'records:history.action', 'records:statements.date', 'records:statements.format', 'records:sessions.label',
    'admin:type', 'admin:users.actions', 'admin:accounts.actions', 'admin:transactions.actions', 'admin:transactions.date',
    'admin:messages.title', 'admin:messages.pagesLabel', 'admin:audit.position', 'admin:settings.tabs.notifications',
    'admin:details.bitcoin', 'admin:audit.bitcoin', 'admin:deposits.actions', 'site:about.values.1.title',
    'admin:administrators.actions', 'admin:loans.actions', 'admin:loans.arrears.total', 'insights:categories.actions', 'insights:categories.date',
    'payments:payees.type', 'payments:payees.actions', 'payments:payees.international', 'payments:orders.actions',
    // Codes and currency pairs.
    'site:bitcoinBanner.pair', 'dashboard:btcPrice', 'records:sessions.ip',
  ],
};
