/** The bank's own marketing copy and contact details, kept in one place so the pages and the footer say the same thing. */

export const serviceNames = [
  'Savings Accounts',
  'Personal Loans',
  'Money Transfers',
  'Debit Cards',
  'Mobile Banking',
  'Bitcoin Services',
];

/** Branch contact details shown on the site; the bank's operations team owns these values. */
export const bankContact = {
  address: '100 Unity Avenue, Suite 200, Springfield, IL 62701',
  phone: '+1 (800) 555-0186',
  phoneHref: '+18005550186',
  email: 'support@trustmicrofinance.bank',
  hours: 'Mon to Fri 8:00 AM to 6:00 PM, Sat 9:00 AM to 1:00 PM',
};

export interface Offer {
  title: string;
  text: string;
  highlight?: string;
}

/** The nine products of the Our Services page (part 1 section 2). */
export const offers: Offer[] = [
  { title: 'Savings Accounts', text: 'Grow your money safely with competitive interest and no hidden fees.', highlight: 'Up to 4.5% APY' },
  { title: 'Personal Loans', text: 'Fair, transparent loans for education, health, home improvement or the unexpected.', highlight: 'Up to $50,000' },
  { title: 'Business Loans', text: 'Working capital and equipment finance for the small businesses that power our community.', highlight: 'Up to $500,000' },
  { title: 'Home Loans', text: 'Buy or build your home with repayments planned around your income.', highlight: 'Terms up to 30 years' },
  { title: 'Money Transfers', text: 'Send money locally and internationally with clear fees shown before you confirm.' },
  { title: 'Debit Cards', text: 'Pay in shops and online, and freeze your card from the app in a moment.' },
  { title: 'Mobile Banking', text: 'Check balances, move money and download statements wherever you are, day or night.' },
  { title: 'Bitcoin Services', text: 'Buy, sell, hold and send Bitcoin alongside your savings, with a low transaction fee.', highlight: '0.5% transaction fee' },
  { title: 'Financial Advice', text: 'Sit down with our advisers to plan savings, budgets and borrowing that fit your goals.' },
];

export const bitcoinServices: Offer[] = [
  { title: 'Buy & Sell', text: 'Trade Bitcoin at transparent prices, straight from your account balance.' },
  { title: 'Secure Wallet', text: 'Your Bitcoin is held in custody by the bank, protected like the rest of your money.' },
  { title: 'Bitcoin Transfers', text: 'Send Bitcoin to any valid address, checked before it leaves your account.' },
  { title: 'Portfolio Tracking', text: 'See your Bitcoin balance and its value in dollars next to your savings.' },
];

export const homeFigures = [
  { value: '50K+', label: 'Customers' },
  { value: '$2.5M+', label: 'Bitcoin traded' },
  { value: '5,000+', label: 'Bitcoin users' },
  { value: '24/7', label: 'Support' },
];

export const aboutFigures = [
  { value: '$2.5B', label: 'Assets under management' },
  { value: '15+', label: 'Years of service' },
  { value: '98%', label: 'Customer satisfaction' },
  { value: '99.9%', label: 'Uptime' },
];
