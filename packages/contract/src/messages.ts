import type { Lang } from './languages.ts';
import { accountMessages } from './messages-accounts.ts';
import { backofficeAccessMessages } from './backoffice-operators.ts';
import { backofficePlayersMessages } from './backoffice-players.ts';
import { cashierMessages } from './messages-cashier.ts';
import { cmsMessages } from './messages-cms.ts';
import { bonusMessages } from './bonus.ts';
import { fillMessage } from './message-facts.ts';
import { responsibleGamingMessages } from './messages-responsible-gaming.ts';
import { sportsbookMessages } from './messages-sportsbook.ts';
import { supportMessages } from './messages-support.ts';
import { tournamentMessages } from './tournaments.ts';
import { lotteryMessages } from './lottery.ts';
import { kycMessages } from './kyc.ts';

/**
 * Every message the API or both sides show, in Turkish and English. SPEC §5 and §8 give the
 * exact wording of one language; the other is ours. Keys are stable ids: clients branch on
 * them (sent as `debug`), never on the wording.
 */
export const messages = {
  success: { tr: 'İşlem Başarılı', en: 'Operation successful' },
  session_expired: { tr: 'Oturum süresi doldu', en: 'Session expired' },
  login_failed: { tr: 'Giriş Başarısız', en: 'Login failed' },
  inactive_account: { tr: 'İnaktif hesap', en: 'Inactive account' },
  not_authorized: { tr: 'Bu işlem için yetkiniz yok', en: 'You are not authorized to do this' },
  anonymous_user: { tr: 'Bu işlem için giriş yapmalısınız', en: 'You must log in to do this' },
  maintenance: {
    tr: 'Site bakım çalışması nedeniyle hizmet dışıdır',
    en: 'This site is under maintenance',
  },
  maintenance_toast: { tr: 'Site Bakima Alindi', en: 'The site has been taken into maintenance' },
  server_error: {
    tr: 'Bazı sorunlar yaşıyoruz. Lütfen daha sonra tekrar deneyin.',
    en: 'We are having some problems. Please try again later.',
  },
  request_blocked: {
    tr: 'Önceki bir hata nedeniyle istek engellendi',
    en: 'Request blocked due to a previous error',
  },
  wrong_code: { tr: 'Girdiğiniz kod hatalı', en: 'The code you entered is incorrect' },
  provider_unreachable: { tr: 'Sağlayıcıya Ulaşılamıyor', en: 'Cannot reach the provider' },
  generic_error: {
    tr: 'Bir şeyler ters gitti, lütfen daha sonra tekrar deneyin.',
    en: 'Something went wrong, please try later.',
  },
  process_failed: { tr: 'İşlem Başarısız', en: 'Process Failed' },
  no_records: { tr: 'Kayıt Bulunamadı', en: 'No records found' },
  no_results: {
    tr: 'Belirlediğiniz kriterlere göre sonuç bulunamadı.',
    en: 'No results were found for the criteria you set.',
  },
  favorite_added: { tr: 'Favorilere Başarıyla Eklendi', en: 'Successfully added to favourites' },
  favorite_removed: {
    tr: 'Favorilere Başarıyla Kaldırıldı',
    en: 'Successfully removed from favourites',
  },
  game_not_found: {
    tr: 'Oyun bulunamadı veya şu anda oynanamıyor',
    en: 'This game was not found or cannot be played right now',
  },
  table_closed: {
    tr: 'Bu masa şu anda kapalı, lütfen açılış saatinde tekrar deneyin',
    en: 'This table is closed right now; please try again during its opening hours',
  },
  bank_account_added: {
    tr: 'Banka Hesabı Başarıyla Eklendi',
    en: 'Bank account added successfully',
  },
  bank_account_updated: {
    tr: 'Banka Hesabı Başarıyla Güncellendi',
    en: 'Bank account updated successfully',
  },
  bank_account_deleted: {
    tr: 'Banka Hesabı Başarıyla Silindi',
    en: 'Bank account deleted successfully',
  },
  logged_in: { tr: 'Giriş yapıldı', en: 'Logged in' },
  logged_out: { tr: 'Çıkış yapıldı', en: 'Logged out' },
  registration_completed: { tr: 'Kayıt tamamlandı', en: 'Registration completed' },
  reset_email_sent: {
    tr: 'Şifre sıfırlama talimatları e-posta adresinize gönderildi. Lütfen e-postanızı doğrulayın.',
    en: 'Password reset instructions have been sent to your email. Please check your email to verify.',
  },
  required_field: { tr: 'Zorunlu alan', en: 'Required field' },
  invalid_value: { tr: 'Geçersiz değer', en: 'Invalid value' },
  value_too_long: { tr: 'Değer çok uzun', en: 'Value is too long' },
  request_key_required: {
    tr: 'Bu işlem tekrarlara karşı korunmak için bir istek anahtarı gerektirir; lütfen sayfayı yenileyip yeniden deneyin.',
    en: 'This action needs a request key to guard against repeats; please refresh the page and try again.',
  },
  passwords_mismatch: { tr: 'Şifreler eşleşmiyor', en: "Passwords don't match" },
  password_min_length: {
    tr: 'Şifre en az 6 karakter olmalıdır',
    en: 'Password must be at least 6 characters',
  },
  password_uppercase: {
    tr: 'Şifre en az bir büyük harf içermelidir',
    en: 'Password must contain at least one uppercase letter',
  },
  password_number: {
    tr: 'Şifre en az bir rakam içermelidir',
    en: 'Password must contain at least one number',
  },
  code_format: { tr: 'Kod 6 haneli bir sayı olmalıdır', en: 'The code must be 6 digits' },
  search_min_length: {
    tr: 'Arama yapmak için lütfen en az 3 karakter giriniz.',
    en: 'Please enter at least 3 characters to search.',
  },
  amount_out_of_range: {
    tr: 'Girdiğiniz tutar minimum ve maksimum aralığında değil',
    en: 'The amount you entered is not within the minimum and maximum range',
  },
  select_valid_account: {
    tr: 'Lütfen geçerli bir hesap seçiniz',
    en: 'Please select a valid account',
  },
  payment_method_undefined: { tr: 'Ödeme yöntemi tanımlı değil', en: 'Payment method not defined' },
  select_receive_method: {
    tr: 'Lütfen ödemeyi alacağınız yöntemi seçiniz',
    en: 'Please select the method to receive payment',
  },
  select_account: { tr: 'Lütfen bir hesap seçiniz', en: 'Please select an account' },
  enter_amount: { tr: 'Lütfen bir tutar giriniz', en: 'Please enter an amount' },
  enter_identity_validity_date: {
    tr: 'Lütfen kimlik son geçerlilik tarihini giriniz',
    en: 'Please enter the last identity validity date',
  },
  identity_number_incorrect: { tr: 'Kimlik numarası hatalı', en: 'Identity number incorrect' },
  iban_incorrect: { tr: 'IBAN hatalı', en: 'IBAN incorrect' },
  please_wait: { tr: 'Lütfen Bekleyiniz...', en: 'Please wait...' },
  malformed_request: { tr: 'İstek biçimi hatalı', en: 'The request is malformed' },
  payload_too_large: { tr: 'İstek çok büyük', en: 'The request is too large' },
  unknown_method: { tr: 'Bilinmeyen işlem', en: 'Unknown operation' },
  not_available_yet: {
    tr: 'Bu özellik henüz kullanıma açılmadı',
    en: 'This feature is not available yet',
  },
  rate_limited: {
    tr: 'Çok fazla istek gönderdiniz, lütfen biraz bekleyin',
    en: 'Too many requests, please wait a moment',
  },
  not_found: { tr: 'Kayıt bulunamadı', en: 'Not found' },
  insufficient_funds: { tr: 'Yetersiz bakiye', en: 'Insufficient balance' },
  game_hand_in_progress: {
    tr: 'Devam eden bir blackjack eli var; tohum eli bitirdikten sonra yenilenebilir',
    en: 'A blackjack hand is in progress; the seed can be rotated once it is finished',
  },
  ...accountMessages,
  ...cashierMessages,
  ...sportsbookMessages,
  ...supportMessages,
  ...tournamentMessages,
  ...lotteryMessages,
  ...cmsMessages,
  ...responsibleGamingMessages,
  ...bonusMessages,
  ...backofficePlayersMessages,
  ...backofficeAccessMessages,
  ...kycMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** The message of `key` in `lang`; `data` (a refusal's facts) fills its `{…}` placeholders. */
export function translate(
  key: MessageKey,
  lang: Lang,
  data?: Record<string, unknown> | null,
): string {
  return fillMessage(messages[key][lang], lang, data);
}
