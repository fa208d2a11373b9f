/** Valid step-1 forms and fake server answers shared by the wizard machines' unit and model-based tests. */
import type { BitcoinTransferForm, InternationalTransferForm, LocalTransferForm } from '../../domain/transfer/form.ts';
import { bitcoinTransferMachine } from '../../machines/bitcoin-transfer.machine.ts';
import { internationalTransferMachine } from '../../machines/international-transfer.machine.ts';
import { localTransferMachine } from '../../machines/local-transfer.machine.ts';
import type { TransferKind, TransferQuote, TransferReceipt } from '../../machines/transfer-wizard.types.ts';

export const validLocal: LocalTransferForm = {
  recipientName: 'Grace Hopper', accountNumber: '1234567890', routingNumber: '021000021',
  bankName: 'Trust Microfinance Bank', amount: '125.50', description: 'Rent',
};

export const validInternational: InternationalTransferForm = {
  recipientName: 'Alan Turing', recipientAddress: '1 Bletchley Park', recipientCity: 'Milton Keynes',
  recipientCountry: 'United Kingdom', accountNumber: 'GB29NWBK60161331926819', swiftCode: 'NWBKGB2L',
  bankName: 'NatWest', bankAddress: '250 Bishopsgate, London', amount: '300', currency: 'GBP',
  purpose: 'Family Support', description: 'School fees',
};

/** A BIP-173 mainnet P2WPKH test vector. */
export const validBitcoin: BitcoinTransferForm = {
  recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '0.0025', description: 'Invoice 42',
};

export const wizards = [
  { kind: 'local' as const, machine: localTransferMachine, valid: validLocal as Record<string, string> },
  { kind: 'international' as const, machine: internationalTransferMachine, valid: validInternational as unknown as Record<string, string> },
  { kind: 'bitcoin' as const, machine: bitcoinTransferMachine, valid: validBitcoin as unknown as Record<string, string> },
];

export const quoteFor = (kind: TransferKind, transferId = 'tr-1'): TransferQuote => ({
  transferId, kind, amount: '125.50', fee: '5.00', total: '130.50', currency: kind === 'bitcoin' ? 'BTC' : 'USD', recipient: { name: 'Grace Hopper' },
});

export const receiptFor = (kind: TransferKind): TransferReceipt => ({
  reference: 'TRF-0001', kind, status: 'completed', date: '2026-11-22', time: '03:00', amount: '125.50', fee: '5.00',
  total: '130.50', currency: kind === 'bitcoin' ? 'BTC' : 'USD', newBalance: '869.50',
});

/** The page's random UUID in production; fixed here so keys are predictable. */
export const KEY_SEED = '3f1c2b4a-9d8e-4c7b-a6f5-0e1d2c3b4a59';
