import type { LocalizedText } from '@lale/contract/site';
import type { CashMethodFieldRow } from '../../db/cashier-schema.ts';

/** Fictional banks (no real brand or logo). typeID 1 banks for transfers, 2 prepaid services. */
export const BANK_SEEDS = [
  { id: 1, code: 'bogazici', name: 'Boğaziçi Bankası', typeId: 1 },
  { id: 2, code: 'ege', name: 'Ege Yatırım Bankası', typeId: 1 },
  { id: 3, code: 'anadolu', name: 'Anadolu Katılım Bankası', typeId: 1 },
  { id: 4, code: 'karadeniz', name: 'Karadeniz Bankası', typeId: 1 },
  { id: 5, code: 'toros', name: 'Toros Bankası', typeId: 1 },
  { id: 6, code: 'kapadokya', name: 'Kapadokya Bankası', typeId: 1 },
  { id: 7, code: 'marmara', name: 'Marmara Bankası', typeId: 1 },
  { id: 8, code: 'firat', name: 'Fırat Kalkınma Bankası', typeId: 1 },
  { id: 20, code: 'lalepay', name: 'LalePay', typeId: 2 },
  { id: 21, code: 'cepkart', name: 'CepKart', typeId: 2 },
] as const;

const field = (
  name: string,
  label: LocalizedText,
  type: CashMethodFieldRow['type'],
  required: boolean,
): CashMethodFieldRow => ({ name, label, type, required });

const amount = field('amount', { tr: 'Tutar', en: 'Amount' }, 'amount', true);
const branch = field('branch', { tr: 'Şube', en: 'Branch' }, 'text', false);
const account = field('account', { tr: 'Hesap', en: 'Account' }, 'text', true);
const reference = field(
  'reference_number',
  { tr: 'Referans numarası', en: 'Reference number' },
  'text',
  false,
);
const senderPhone = field(
  'sender_phone',
  { tr: 'Gönderen telefon', en: 'Sender phone' },
  'phone',
  true,
);
const receiverPhone = field(
  'receiver_phone',
  { tr: 'Alıcı telefon', en: 'Receiver phone' },
  'phone',
  true,
);
const senderIdentity = field(
  'sender_identity_number',
  { tr: 'Gönderen T.C. kimlik no', en: 'Sender identity number' },
  'identity',
  true,
);
const receiverIdentity = field(
  'receiver_identity_number',
  { tr: 'Alıcı T.C. kimlik no', en: 'Receiver identity number' },
  'identity',
  true,
);
const bankAccount = field('bankAccountID', { tr: 'Hesap', en: 'Account' }, 'account', true);
const identityValidity = field(
  'identityValidityDate',
  { tr: 'Kimlik son geçerlilik tarihi', en: 'Identity validity date' },
  'date',
  true,
);
const note = field('note', { tr: 'Müşteri notu', en: 'Customer note' }, 'text', false);

const TL = 100;

/** Deposit (type 1) and withdrawal (type 2) methods, each with its own range and form. */
export const CASH_METHOD_SEEDS = [
  {
    id: 101,
    type: 1,
    transferTypeId: 1,
    name: { tr: 'Havale / EFT', en: 'Bank transfer' },
    groupName: 'havale',
    logo: '/media/art/cash-bank-transfer.svg',
    bankId: null,
    provider: null,
    minAmount: 100 * TL,
    maxAmount: 50_000 * TL,
    fields: [amount, branch, account, reference, senderIdentity],
    highlighted: true,
  },
  {
    id: 102,
    type: 1,
    transferTypeId: 1,
    name: { tr: 'Boğaziçi Hızlı Havale', en: 'Boğaziçi express transfer' },
    groupName: 'havale',
    logo: '/media/art/cash-bank-transfer.svg',
    bankId: 1,
    provider: null,
    minAmount: 50 * TL,
    maxAmount: 20_000 * TL,
    fields: [amount, account, reference],
    highlighted: false,
  },
  {
    id: 103,
    type: 1,
    transferTypeId: 3,
    name: { tr: 'Cepbank', en: 'Mobile bank transfer' },
    groupName: 'cepbank',
    logo: '/media/art/cash-mobile-transfer.svg',
    bankId: 2,
    provider: null,
    minAmount: 50 * TL,
    maxAmount: 5_000 * TL,
    fields: [amount, senderPhone, receiverPhone, senderIdentity, receiverIdentity, reference],
    highlighted: true,
  },
  {
    id: 104,
    type: 1,
    transferTypeId: 5,
    name: { tr: 'LalePay', en: 'LalePay' },
    groupName: 'prepaid',
    logo: '/media/art/cash-prepaid.svg',
    bankId: 20,
    provider: 'simulated',
    minAmount: 20 * TL,
    maxAmount: 10_000 * TL,
    fields: [amount],
    highlighted: true,
  },
  {
    id: 105,
    type: 1,
    transferTypeId: 6,
    name: { tr: 'CepKart Ön Ödemeli', en: 'CepKart prepaid' },
    groupName: 'prepaid',
    logo: '/media/art/cash-prepaid.svg',
    bankId: 21,
    provider: 'simulated',
    minAmount: 10 * TL,
    maxAmount: 2_500 * TL,
    fields: [amount],
    highlighted: false,
  },
  {
    id: 201,
    type: 2,
    transferTypeId: 1,
    name: { tr: 'Banka Havalesi', en: 'Bank transfer' },
    groupName: 'havale',
    logo: '/media/art/cash-bank-transfer.svg',
    bankId: null,
    provider: null,
    minAmount: 100 * TL,
    maxAmount: 100_000 * TL,
    fields: [amount, identityValidity, bankAccount, note],
    highlighted: true,
  },
  {
    id: 202,
    type: 2,
    transferTypeId: 1,
    name: { tr: 'Hızlı Banka Çekimi', en: 'Express bank withdrawal' },
    groupName: 'havale',
    logo: '/media/art/cash-bank-transfer.svg',
    bankId: null,
    provider: null,
    minAmount: 500 * TL,
    maxAmount: 250_000 * TL,
    fields: [amount, identityValidity, bankAccount, note],
    highlighted: false,
  },
  {
    id: 203,
    type: 2,
    transferTypeId: 5,
    name: { tr: 'LalePay Çekim', en: 'LalePay withdrawal' },
    groupName: 'prepaid',
    logo: '/media/art/cash-prepaid.svg',
    bankId: 20,
    provider: 'simulated',
    minAmount: 50 * TL,
    maxAmount: 10_000 * TL,
    fields: [amount, identityValidity, note],
    highlighted: false,
  },
] as const satisfies readonly {
  id: number;
  type: 1 | 2;
  transferTypeId: number;
  name: LocalizedText;
  groupName: string;
  logo: string;
  bankId: number | null;
  provider: string | null;
  minAmount: number;
  maxAmount: number;
  fields: CashMethodFieldRow[];
  highlighted: boolean;
}[];

/** The preset amounts (kuruş) a deposit form offers for a bank code. */
export const DEPOSIT_PRESETS: Record<string, number[]> = {
  bogazici: [100, 250, 500, 1_000, 2_500].map((lira) => lira * TL),
  ege: [50, 100, 250, 500, 1_000].map((lira) => lira * TL),
  lalepay: [20, 50, 100, 250, 500, 1_000].map((lira) => lira * TL),
  cepkart: [10, 25, 50, 100, 250].map((lira) => lira * TL),
};
