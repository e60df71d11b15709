import type { Lang } from './languages.ts';

/** Messages of the cashier (deposits, withdrawals, bank accounts) and the back office. */
export const cashierMessages = {
  deposit_requested: {
    tr: 'Yatırım talebiniz alındı, onaylandığında bakiyenize eklenecek',
    en: 'Your deposit request was received; it is added to your balance once confirmed',
  },
  withdrawal_requested: {
    tr: 'Çekim talebiniz alındı, tutar onaya kadar bakiyenizden ayrıldı',
    en: 'Your withdrawal request was received; the amount is held from your balance until approved',
  },
  bank_account_exists: {
    tr: 'Bu IBAN ile kayıtlı bir hesabınız zaten var',
    en: 'You already have an account with this IBAN',
  },
  phone_incorrect: { tr: 'Telefon numarası hatalı', en: 'Phone number incorrect' },
  identity_expired: {
    tr: 'Kimliğinizin geçerlilik tarihi geçmiş',
    en: 'Your identity document has expired',
  },
  request_already_decided: {
    tr: 'Bu talep zaten sonuçlandırıldı',
    en: 'This request has already been decided',
  },
  deposit_request_expired: {
    tr: 'Bu yatırım talebinin süresi doldu; ödeme kabul edilmedi',
    en: 'This deposit request has expired; the payment was not accepted',
  },
  deposit_expired_unpaid: {
    tr: 'Süresi içinde ödenmediği için sona erdi',
    en: 'Expired: not paid in time',
  },
  request_already_decided_by: {
    tr: 'Bu talep için daha önce karar verildi',
    en: 'This request was already decided by someone else',
  },
  deposit_confirmed: { tr: 'Yatırım onaylandı', en: 'Deposit confirmed' },
  withdrawal_approved: { tr: 'Çekim onaylandı', en: 'Withdrawal approved' },
  request_canceled: { tr: 'Talep iptal edildi', en: 'Request canceled' },
  operator_login_failed: {
    tr: 'Kullanıcı adı veya şifre hatalı',
    en: 'Wrong username or password',
  },
} as const satisfies Record<string, Record<Lang, string>>;
