import type { Lang } from './languages.ts';

/**
 * Messages of responsible gaming (issue 17). `{…}` names a fact of the refusal's `data`,
 * filled in by `fillMessage` (message-facts.ts) in the caller's language: a limit's period and
 * amount and when it resets, a break's end.
 */
export const responsibleGamingMessages = {
  rg_deposit_limit_reached: {
    tr: 'Bu yatırım {period} yatırım limitinizi ({amount}) aşıyor. Limitiniz {resetsAt} tarihinde yenilenir.',
    en: 'This deposit would exceed your {period} deposit limit ({amount}). Your limit resets on {resetsAt}.',
  },
  rg_loss_limit_reached: {
    tr: 'Bu bahis {period} kayıp limitinizi ({amount}) aşabilir. Limitiniz {resetsAt} tarihinde yenilenir.',
    en: 'This bet could exceed your {period} loss limit ({amount}). Your limit resets on {resetsAt}.',
  },
  rg_wager_limit_reached: {
    tr: 'Bu bahis {period} bahis limitinizi ({amount}) aşıyor. Limitiniz {resetsAt} tarihinde yenilenir.',
    en: 'This bet would exceed your {period} wager limit ({amount}). Your limit resets on {resetsAt}.',
  },
  rg_session_limit_reached: {
    tr: 'Oturum süresi limitinize ({amount}) ulaştınız; oturumunuz sona erdi. Yeniden giriş yapabilirsiniz.',
    en: 'You have reached your session time limit ({amount}); your session has ended. You may sign in again.',
  },
  rg_timeout_active: {
    tr: 'Mola verdiniz: hesabınız {endsAt} tarihine kadar kullanıma kapalıdır.',
    en: 'You are taking a break: your account is closed until {endsAt}.',
  },
  rg_self_excluded: {
    tr: 'Kendinizi oyundan uzaklaştırdınız: hesabınız {endsAt} tarihine kadar kapalıdır.',
    en: 'You have excluded yourself from play: your account is closed until {endsAt}.',
  },
  rg_self_excluded_permanent: {
    tr: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız: hesabınız kapalıdır.',
    en: 'You have excluded yourself from play permanently: your account is closed.',
  },
  rg_excluded_identity: {
    tr: 'Bu bilgilerle kayıtlı hesap oyundan uzaklaştırılmıştır; yeni hesap açılamaz.',
    en: 'An account with these details is excluded from play; a new account cannot be opened.',
  },
  rg_region_restricted: {
    tr: 'Kuzey Kıbrıs Türk Cumhuriyeti sınırları içinde yaşayan KKTC vatandaşları ve KKTC kimlik kartı sahipleri canlı casino, slot ve spor bahisleri oynayamaz.',
    en: 'Citizens or ID holders of the Turkish Republic of Northern Cyprus living within its borders may not play live casino, slots or sports bets.',
  },
  rg_limit_set: { tr: 'Limitiniz kaydedildi', en: 'Your limit was saved' },
  rg_limit_change_pending: {
    tr: 'Limit artışı veya kaldırılması 24 saat sonra onayınızla geçerli olur',
    en: 'Raising or removing a limit takes effect after 24 hours, once you confirm it',
  },
  rg_limit_not_confirmable: {
    tr: 'Bu değişiklik henüz onaylanamaz; 24 saatlik bekleme süresi dolmadı',
    en: 'This change cannot be confirmed yet: its 24-hour wait has not passed',
  },
  rg_no_pending_change: {
    tr: 'Bekleyen bir limit değişikliği yok',
    en: 'There is no pending limit change',
  },
  rg_break_started: {
    tr: 'Molanız başladı; tüm oturumlarınız kapatıldı',
    en: 'Your break has started; all your sessions were ended',
  },
  rg_reality_check_saved: {
    tr: 'Hatırlatma aralığınız kaydedildi',
    en: 'Your reminder interval was saved',
  },
} as const satisfies Record<string, Record<Lang, string>>;
