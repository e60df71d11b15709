import type { Lang } from '@lale/contract/languages';
import type { Email, Sms } from './message.ts';

/** Mail and SMS texts in the player's language. */
const texts = {
  confirmEmail: {
    tr: (link: string) => ({
      subject: 'Lale: e-posta adresinizi onaylayın',
      text: `Merhaba,\n\nE-posta adresinizi onaylamak için bu bağlantıyı açın (24 saat geçerli):\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayın.`,
    }),
    en: (link: string) => ({
      subject: 'Lale: confirm your email address',
      text: `Hello,\n\nOpen this link to confirm your email address (valid for 24 hours):\n${link}\n\nIf you did not ask for this, ignore this email.`,
    }),
  },
  resetPassword: {
    tr: (link: string) => ({
      subject: 'Lale: şifre sıfırlama',
      text: `Merhaba,\n\nŞifrenizi sıfırlamak için bu bağlantıyı açın (1 saat geçerli, bir kez kullanılabilir):\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayın; şifreniz değişmez.`,
    }),
    en: (link: string) => ({
      subject: 'Lale: reset your password',
      text: `Hello,\n\nOpen this link to reset your password (valid for 1 hour, usable once):\n${link}\n\nIf you did not ask for this, ignore this email; your password stays the same.`,
    }),
  },
  unlockAccount: {
    tr: (link: string) => ({
      subject: 'Lale: hesabınıza giriş denemeleri',
      text: `Merhaba,\n\nHesabınıza birkaç kez yanlış şifreyle giriş denendi. Hesabınızı korumak için yeni cihazlardan girişi yavaşlattık; daha önce giriş yaptığınız cihazlar etkilenmez.\n\nBu denemeler sizseniz, yavaşlatmayı kaldırmak için bu bağlantıyı açın (1 saat geçerli, bir kez kullanılabilir):\n${link}\n\nBu denemeler siz değilseniz şifreniz güvende; yine de güçlü ve başka hiçbir yerde kullanmadığınız bir şifre seçmenizi öneririz.`,
    }),
    en: (link: string) => ({
      subject: 'Lale: sign-in attempts on your account',
      text: `Hello,\n\nSomeone tried to sign in to your account with a wrong password several times. To protect it, we have slowed down sign-in from new devices; devices you have signed in from before are not affected.\n\nIf it was you, open this link to lift the slowdown (valid for 1 hour, usable once):\n${link}\n\nIf it was not you, your password is still safe; we nonetheless suggest a strong password that you use nowhere else.`,
    }),
  },
  securityNotice: {
    tr: (what: string) => ({
      subject: 'Lale: hesap güvenliği bildirimi',
      text: `Merhaba,\n\nHesabınızda bir değişiklik yapıldı: ${what}.\n\nBunu siz yapmadıysanız hemen şifrenizi sıfırlayın ve bizimle iletişime geçin.`,
    }),
    en: (what: string) => ({
      subject: 'Lale: account security notice',
      text: `Hello,\n\nA change was made to your account: ${what}.\n\nIf this was not you, reset your password at once and contact us.`,
    }),
  },
} as const;

export type SecurityChange =
  'password_changed' | 'password_reset' | 'two_factor_changed' | 'email_change_requested';

const changeNames: Record<SecurityChange, Record<Lang, string>> = {
  password_changed: { tr: 'şifreniz değiştirildi', en: 'your password was changed' },
  password_reset: { tr: 'şifreniz sıfırlandı', en: 'your password was reset' },
  two_factor_changed: {
    tr: 'iki adımlı doğrulama ayarınız değişti',
    en: 'your two-step verification setting changed',
  },
  email_change_requested: {
    tr: 'e-posta adresinizin değiştirilmesi istendi',
    en: 'a change of your email address was requested',
  },
};

export const mailTemplates = {
  confirmEmail: (lang: Lang, to: string, link: string): Email => ({
    to,
    ...texts.confirmEmail[lang](link),
  }),
  resetPassword: (lang: Lang, to: string, link: string): Email => ({
    to,
    ...texts.resetPassword[lang](link),
  }),
  unlockAccount: (lang: Lang, to: string, link: string): Email => ({
    to,
    ...texts.unlockAccount[lang](link),
  }),
  securityNotice: (lang: Lang, to: string, change: SecurityChange): Email => ({
    to,
    ...texts.securityNotice[lang](changeNames[change][lang]),
  }),
};

export function smsCodeText(lang: Lang, to: string, code: string): Sms {
  const text =
    lang === 'tr'
      ? `Lale doğrulama kodunuz: ${code}. Kod 5 dakika geçerlidir; kimseyle paylaşmayın.`
      : `Your Lale verification code: ${code}. It is valid for 5 minutes; do not share it.`;
  return { to, text };
}
