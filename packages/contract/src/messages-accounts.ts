import type { Lang } from './languages.ts';

/** Messages of player accounts: registration, sign-in, recovery and account security. */
export const accountMessages = {
  underage: {
    tr: 'Kayıt olmak için 18 yaşında veya daha büyük olmalısınız',
    en: 'You must be 18 or older',
  },
  password_too_common: {
    tr: 'Bu şifre çok yaygın ve kolay tahmin edilir, lütfen başka bir şifre seçin',
    en: 'This password is too common and easy to guess; please choose another',
  },
  emails_mismatch: { tr: 'E-posta adresleri eşleşmiyor', en: "Email addresses don't match" },
  username_taken: {
    tr: 'Bu kullanıcı adı zaten kullanılıyor',
    en: 'This username is already taken',
  },
  email_taken: {
    tr: 'Bu e-posta adresi zaten kayıtlı',
    en: 'This email address is already registered',
  },
  identity_number_taken: {
    tr: 'Bu kimlik numarası ile açılmış bir hesap zaten var',
    en: 'An account with this identity number already exists',
  },
  registration_check_email: {
    tr: 'Kayıt tamamlandı. Hesabınızı onaylamak için e-postanızdaki bağlantıya tıklayın.',
    en: 'Registration completed. Click the link in your email to confirm your account.',
  },
  email_confirmed: { tr: 'E-posta adresiniz onaylandı', en: 'Your email address is confirmed' },
  account_unlocked: {
    tr: 'Hesabınızdaki giriş yavaşlatması kaldırıldı, şimdi giriş yapabilirsiniz',
    en: 'Sign-in to your account is no longer slowed down; you can log in now',
  },
  unlock_link_used: {
    tr: 'Bu bağlantı zaten kullanıldı. Giriş yeniden yavaşlatılırsa size yeni bir bağlantı göndeririz.',
    en: 'This link has already been used. If sign-in is slowed down again, we will email you a new link.',
  },
  link_invalid: {
    tr: 'Bu bağlantı geçersiz veya süresi dolmuş',
    en: 'This link is invalid or has expired',
  },
  current_password_incorrect: {
    tr: 'Mevcut şifreniz hatalı',
    en: 'Your current password is incorrect',
  },
  password_changed: { tr: 'Şifreniz değiştirildi', en: 'Your password has been changed' },
  password_reset_done: {
    tr: 'Şifreniz yenilendi, lütfen giriş yapın',
    en: 'Your password has been reset; please log in',
  },
  login_challenge_expired: {
    tr: 'Giriş denemenizin süresi doldu, lütfen yeniden giriş yapın',
    en: 'Your login attempt has expired; please log in again',
  },
  ga_not_generated: {
    tr: 'Önce bir Google Authenticator anahtarı oluşturun',
    en: 'Generate a Google Authenticator key first',
  },
  ga_enabled: { tr: 'Google Authenticator etkinleştirildi', en: 'Google Authenticator is on' },
  ga_cleared: {
    tr: 'Google Authenticator kaldırıldı',
    en: 'Google Authenticator has been removed',
  },
  two_factor_updated: {
    tr: 'İki adımlı doğrulama ayarınız güncellendi',
    en: 'Your two-step verification setting has been updated',
  },
  sms_sent: {
    tr: 'Doğrulama kodu telefonunuza gönderildi',
    en: 'A verification code has been sent to your phone',
  },
  session_ended: { tr: 'Oturum sonlandırıldı', en: 'The session has been ended' },
  username_changed: {
    tr: 'Kullanıcı adınız değiştirildi',
    en: 'Your username has been changed',
  },
  account_closed: {
    tr: 'Bu hesap kapatıldı. Sorularınız için canlı destek veya e-posta ile bize ulaşabilirsiniz.',
    en: 'This account has been closed. If you have questions, contact us through live support or by email.',
  },
  account_close_done: {
    tr: 'Hesabınız kapatıldı. Yasanın saklamamızı istediği para kayıtları dışında bilgileriniz silindi.',
    en: 'Your account has been closed. We have erased your details except the money records the law requires us to keep.',
  },
  account_close_money_pending: {
    tr: 'Hesabınızı kapatmadan önce bakiyenizi çekin ve açık bahislerinizin, bekleyen para yatırma ve çekme taleplerinizin sonuçlanmasını bekleyin',
    en: 'Before closing your account, withdraw your balance and wait until your open bets and pending deposits and withdrawals are settled',
  },
  email_change_sent: {
    tr: 'Yeni e-posta adresinize bir onay bağlantısı gönderdik',
    en: 'We have sent a confirmation link to your new email address',
  },
} as const satisfies Record<string, Record<Lang, string>>;
