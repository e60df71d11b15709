import { describe, expect, it } from 'vitest';
import { findMethod, listMethods } from './registry.ts';

/** SPEC §7, copied by hand: the wire names a client of the old site already uses. */
const SPEC_METHODS = {
  cms: [
    'getIcSlider',
    'getSlider',
    'getPromotions',
    'popupInformation',
    'getSpecialDateInf',
    'getInformation',
  ],
  cmscontroller: ['getTournaments'],
  slider: ['get_all_items', 'get_active_items'],
  user: [
    'login',
    'logout',
    'pass_change',
    'get_user_profile',
    'two_auth_type',
    'sms_send',
    'sms_validate',
    'check_user_ga',
    'check_ga',
    'user_generate_ga',
    'clear_generated_ga',
    'register',
    'forgot',
    'pass_reset',
    'favorites',
  ],
  system: ['ping'],
  maintenance: ['check_status'],
  casino: ['category_list', 'provider_list', 'games_list', 'init_game'],
  livecasino: ['category_list', 'provider_list', 'game_table_list', 'init_game'],
  virtualgames: ['init_game'],
  finance: [
    'add_favorite_cash_method',
    'remove_favorite_cash_method',
    'list_banks',
    'list_bank_accounts',
    'get_bank_account',
    'save_bank_account',
    'delete_bank_account',
    'list_cash_methods',
    'list_cash_methods_new',
    'list_highlighted_cash_methods',
    'list_transactions',
    'list_types_frontend',
    'list_categories',
    'list_sub_categories',
    'check_balance',
    'check_favorite_cash_method',
    'save_bank_transfer',
    'save_cep_bank_transfer',
  ],
  prepayServices: ['processTransaction'],
  envoy: ['getDepositAmounts'],
  betframe: ['getCoupons'],
  habanero: ['getJackpots'],
  crm: ['list_mass_messages'],
};

/**
 * Methods beyond SPEC §7, each for a flow SPEC describes without naming its call. Adding one
 * here is a deliberate contract change: say why beside it.
 */
const EXTRA_METHODS = [
  // SPEC §2 /register-account-confirm: the mailed link confirms the address.
  'user.confirm_email',
  // ASVS 3.3.4: players see their signed-in devices and can end any of them.
  'user.list_sessions',
  'user.end_session',
  // SPEC §1 account security: change of username and of email.
  'user.change_username',
  'user.change_email',
  // ASVS 6.3 / NIST 800-63B 5.2.2: the owner's mailed link lifts a slowed sign-in.
  'user.unlock_account',
  // KVKK art. 11 / GDPR art. 15, 17 and 20: the player's own data to take away, and closing
  // the account (the money records stay, as the law requires).
  'user.export_personal_data',
  'user.close_account',
  // The studio's provably fair history and seeds (the profile's game history, the verify page).
  'games.list_rounds',
  'games.get_fairness',
  'games.rotate_seed',
  'games.set_client_seed',
  // SPEC §1 sports betting and §2 sport, live sport: the sportsbook behind betframe getCoupons.
  'sportsbook.get_sports',
  'sportsbook.list_events',
  'sportsbook.get_event',
  'sportsbook.list_results',
  'sportsbook.place_coupon',
  'sportsbook.stake_terms',
  'sportsbook.get_coupon',
  'sportsbook.cash_out',
  // SPEC §1 quick access's live support: the player's side of a support conversation.
  'support.get_state',
  'support.send_message',
  'support.typing',
  'support.mark_read',
  'support.get_transcript',
  // SPEC §2 responsible gaming, enforced (issue 17; UKGC RTS 12 and 13): limits with a
  // cooling-off period, reality checks, time-out and self-exclusion.
  'responsible_gaming.get_state',
  'responsible_gaming.set_limit',
  'responsible_gaming.confirm_limit',
  'responsible_gaming.cancel_limit_change',
  'responsible_gaming.set_reality_check',
  'responsible_gaming.session_summary',
  'responsible_gaming.acknowledge_reality_check',
  'responsible_gaming.take_break',
  // Issue 15's virtual sports: the rounds on the board, the league table, the results archive.
  'virtuals.list_rounds',
  'virtuals.get_table',
  'virtuals.list_results',
  // Virtual horse and greyhound racing: the race board and the results archive.
  'racing.list_races',
  'racing.list_results',
  // Issue 16's tournaments (a tournament with its leaderboard, opting in) and the lottery.
  'tournaments.get_tournament',
  'tournaments.join',
  'lottery.get_tickets',
  'lottery.get_draws',
  // Issue 16's bonus engine: the player's bonuses with their wagering, and the claim button.
  'bonus.list_bonuses',
  'bonus.claim',
  // Issue 38: the payment provider's return page says what happened to the deposit.
  'finance.get_deposit',
  // Issue 38: the deposit form offers only what the player's deposit limits still allow.
  'finance.get_deposit_room',
  // Issue 38: the home page's popups and special-date notes are shown once per player.
  'cms.mark_notices_seen',
  // Issue 18's KYC: where each of the player's documents stands (uploads are a plain POST).
  'kyc.list_documents',
];

describe('the contract registry', () => {
  const declared = listMethods().map(({ className, methodName }) => `${className}.${methodName}`);
  const spec = Object.entries(SPEC_METHODS).flatMap(([c, ms]) => ms.map((m) => `${c}.${m}`));

  it('declares every method of SPEC §7 under its wire name', () => {
    expect(declared).toEqual(expect.arrayContaining(spec));
  });

  it('declares nothing else but the allowlisted extras', () => {
    const extras = declared.filter((name) => !spec.includes(name)).sort();
    expect(extras).toEqual([...EXTRA_METHODS].sort());
  });

  it('marks the SPEC §6 methods that need a session', () => {
    const auth = (c: string, m: string) => findMethod(c, m)?.auth;
    for (const [c, m] of [
      ['user', 'logout'],
      ['user', 'get_user_profile'],
      ['casino', 'provider_list'],
      ['user', 'favorites'],
      ['casino', 'init_game'],
      ['finance', 'check_balance'],
      ['system', 'ping'],
      ['betframe', 'getCoupons'],
      ['virtualgames', 'init_game'],
      ['user', 'list_sessions'],
      ['user', 'end_session'],
      ['user', 'change_username'],
      ['user', 'change_email'],
      ['user', 'export_personal_data'],
      ['user', 'close_account'],
    ])
      expect(auth(c!, m!), `${c}.${m}`).toBe('required');
    for (const [c, m] of [
      ['cmscontroller', 'getTournaments'],
      ['habanero', 'getJackpots'],
      ['crm', 'list_mass_messages'],
      ['user', 'login'],
      ['user', 'confirm_email'],
      ['user', 'forgot'],
      ['user', 'pass_reset'],
      ['user', 'register'],
    ])
      expect(auth(c!, m!), `${c}.${m}`).toBe('none');
    expect(auth('user', 'check_ga')).toBe('optional');
  });

  it('never finds inherited properties', () => {
    expect(findMethod('__proto__', 'toString')).toBeUndefined();
    expect(findMethod('user', 'hasOwnProperty')).toBeUndefined();
  });
});

describe('money-moving methods', () => {
  const moving = listMethods().filter(({ spec }) => spec.movesMoney);

  it('are the stakes, deposits, withdrawals, cash-outs and bonus claims', () => {
    expect(moving.map(({ className, methodName }) => `${className}.${methodName}`).sort()).toEqual(
      [
        'bonus.claim',
        'finance.save_bank_transfer',
        'finance.save_cep_bank_transfer',
        'prepayServices.processTransaction',
        'sportsbook.cash_out',
        'sportsbook.place_coupon',
      ].sort(),
    );
  });

  it('each requires its idempotency key, refused as request_key_required without it', () => {
    for (const { spec } of moving) {
      expect(spec.auth).toBe('required');
      const field = spec.idempotencyKey!;
      const parsed = spec.payload.safeParse({});
      expect(parsed.success).toBe(false);
      const issue = parsed.error!.issues.find((i) => i.path[0] === field);
      expect(issue?.message).toBe('request_key_required');
    }
  });

  it('every method that writes says whether it moves money', () => {
    for (const { spec } of listMethods())
      if (spec.transaction) expect(typeof spec.movesMoney).toBe('boolean');
  });
});
