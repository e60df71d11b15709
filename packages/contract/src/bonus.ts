import { z } from 'zod';
import type { Lang } from './languages.ts';
import { requestKey } from './fields.ts';
import { defineMethod, emptyPayload, reply } from './method.ts';

/** What pays: a share of a deposit, or of last week's net casino loss (the casino discount). */
export const BONUS_KINDS = ['deposit_match', 'loss_rebate'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** What grants it. */
export const BONUS_TRIGGERS = [
  'first_deposit',
  'any_deposit',
  'claim',
  'promotion_code',
  'weekly_loss',
] as const;
export type BonusTrigger = (typeof BONUS_TRIGGERS)[number];

/** Game types a definition weighs stakes by (percent of a stake that counts). */
export const BONUS_GAME_TYPES = [
  'slot',
  'scratch',
  'crash',
  'table',
  'live',
  'sports',
  'other',
] as const;
export type BonusGameType = (typeof BONUS_GAME_TYPES)[number];

export type BonusStatus = 'wagering' | 'paid' | 'converted' | 'expired' | 'forfeited';
export type DefinitionStatus = 'active' | 'paused' | 'ended';

/** A definition's terms as a player reads them. Money in kuruş. */
export interface BonusOffer {
  definitionId: number;
  code: string;
  name: string;
  terms: string;
  kind: BonusKind;
  trigger: BonusTrigger;
  percentage: number;
  cap: number;
  minDeposit: number;
  wageringMultiple: number;
  maxBet: number | null;
  expiryDays: number;
  /** The claim button applies: an opt-in before a deposit, or the casino discount's claim. */
  claimable: boolean;
}

/** One grant to the player. */
export interface BonusView {
  id: number;
  definitionId: number;
  name: string;
  terms: string;
  status: BonusStatus;
  amount: number;
  required: number;
  wagered: number;
  grantedAt: string;
  expiresAt: string;
  closedAt: string | null;
  closedAmount: number | null;
  /** A withdrawal request while it wagers ends it (what the bonus account holds is lost). */
  forfeitOnWithdrawal: boolean;
}

export interface MyBonuses {
  /** Money in the bonus account now. */
  bonusBalance: number;
  active: BonusView[];
  closed: BonusView[];
  /** Definitions the player opted in to and that wait for a deposit. */
  optedIn: number[];
}

export interface BonusClaimResult {
  /** The bonus granted now, or null when the claim was an opt-in waiting for a deposit. */
  granted: BonusView | null;
  definitionId: number;
}

/** A promotion's phase by its date window (SPEC §4). */
export type PromotionState = 'active' | 'coming' | 'finished';

const definitionId = z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({
  error: 'invalid_value',
});
/**
 * A promotion code as definitions keep it: trimmed, upper case, with Turkish İ and ı read as I,
 * so "hosgeldin", "HOSGELDİN" (a Turkish keyboard's capital) and "HOSGELDIN" are one code.
 */
export const canonicalPromotionCode = (text: string) =>
  text.trim().replace(/[İı]/g, 'I').toUpperCase();

const code = z
  .string({ error: 'invalid_value' })
  .overwrite(canonicalPromotionCode)
  .regex(/^[A-Z0-9]{3,20}$/, { error: 'bonus_code_unknown' });

/** The player's bonuses (issue 16): allowlisted in registry.test.ts. */
export const bonus = {
  list_bonuses: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<MyBonuses>(),
  }),
  /** Claims a definition by id (the promotion's button) or by its opt-in code. */
  claim: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: true,
    idempotencyKey: 'requestKey',
    payload: z
      .object({ requestKey })
      .and(z.union([z.object({ definitionId }), z.object({ code })], { error: 'invalid_value' })),
    reply: reply<BonusClaimResult>(),
  }),
};

/** Back office (`bonus.manage`): a definition as written and read. Money in kuruş. */
export const bonusDefinitionPayload = z
  .object({
    code: z.string().regex(/^[a-z0-9-]{2,40}$/, { error: 'invalid_value' }),
    name: z.object({ tr: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80) }),
    terms: z.object({
      tr: z.string().trim().min(1).max(2000),
      en: z.string().trim().min(1).max(2000),
    }),
    kind: z.enum(BONUS_KINDS, { error: 'invalid_value' }),
    trigger: z.enum(BONUS_TRIGGERS, { error: 'invalid_value' }),
    percentage: z.number().int().min(1).max(500),
    cap: z.number().int().positive().max(100_000_000),
    minDeposit: z.number().int().min(0).max(100_000_000),
    wageringMultiple: z.number().int().min(0).max(100),
    gameWeights: z.partialRecord(z.enum(BONUS_GAME_TYPES), z.number().int().min(0).max(100)),
    expiryDays: z.number().int().min(1).max(365),
    maxBet: z.number().int().positive().max(100_000_000).nullable(),
    eligibleMethods: z.array(z.number().int().positive()).max(50).nullable(),
    oncePerPlayer: z.boolean(),
    optInCode: z
      .string()
      .regex(/^[A-Z0-9]{3,20}$/, { error: 'invalid_value' })
      .nullable(),
    stakeOrder: z.enum(['cash_first', 'bonus_first'], { error: 'invalid_value' }),
    forfeitOnWithdrawal: z.boolean(),
    startsAt: z.iso.datetime({ error: 'invalid_value' }),
    endsAt: z.iso.datetime({ error: 'invalid_value' }),
  })
  .refine((d) => d.endsAt > d.startsAt, { error: 'invalid_value', path: ['endsAt'] })
  .refine((d) => d.trigger !== 'promotion_code' || d.optInCode !== null, {
    error: 'invalid_value',
    path: ['optInCode'],
  })
  .refine((d) => (d.kind === 'loss_rebate') === (d.trigger === 'weekly_loss'), {
    error: 'invalid_value',
    path: ['trigger'],
  });
export type BonusDefinitionPayload = z.infer<typeof bonusDefinitionPayload>;

/** A definition in the back office, with its cost so far (kuruş). */
export interface BonusDefinitionView extends BonusDefinitionPayload {
  id: number;
  status: DefinitionStatus;
  cost: { granted: number; converted: number; forfeited: number; grants: number };
}

/** What a deposit of `amount` would earn under the definition (the back office's preview). */
export function previewGrant(
  d: Pick<BonusDefinitionPayload, 'percentage' | 'cap' | 'minDeposit' | 'wageringMultiple'>,
  amount: number,
): { bonus: number; required: number } {
  if (amount < d.minDeposit) return { bonus: 0, required: 0 };
  const bonus = Math.min(Math.floor((amount * d.percentage) / 100), d.cap);
  return { bonus, required: bonus * d.wageringMultiple };
}

export const bonusMessages = {
  bonus_max_bet: {
    tr: 'Bonus çevrimi sürerken en fazla {maxBet} bahis yapabilirsiniz.',
    en: 'While your bonus is wagering, the largest bet allowed is {maxBet}.',
  },
  bonus_code_unknown: {
    tr: 'Bu promosyon kodu geçerli değil.',
    en: 'This promotion code is not valid.',
  },
  bonus_not_available: {
    tr: 'Bu bonus şu anda alınamıyor.',
    en: 'This bonus cannot be claimed right now.',
  },
  bonus_already_claimed: {
    tr: 'Bu bonusu zaten aldınız.',
    en: 'You have already claimed this bonus.',
  },
  bonus_one_at_a_time: {
    tr: 'Çevrimi süren bir bonusunuz var; yenisi o bitince alınabilir.',
    en: 'You already have a bonus wagering; a new one can be taken when it ends.',
  },
  bonus_no_loss: {
    tr: 'Geçen hafta casino kaybınız yok; iade edilecek tutar bulunmuyor.',
    en: 'You had no net casino loss last week, so there is nothing to pay back.',
  },
  bonus_opted_in: {
    tr: 'Katıldınız: bonus bir sonraki uygun yatırımınızda hesabınıza eklenecek.',
    en: 'You are in: the bonus is added with your next qualifying deposit.',
  },
  promotion_code_ended: {
    tr: 'Bu promosyon şu anda geçerli değil: sona erdi ya da durduruldu.',
    en: 'This promotion is not running now: it has ended or is paused.',
  },
  promotion_code_wrong_method: {
    tr: 'Bu promosyon kodu seçtiğiniz ödeme yöntemiyle kullanılamaz.',
    en: 'This promotion code cannot be used with the payment method you chose.',
  },
  promotion_code_below_minimum: {
    tr: 'Yatırım tutarı bu promosyonun en az yatırım tutarının altında.',
    en: "This deposit is below the promotion's minimum deposit.",
  },
  promotion_code_first_deposit_only: {
    tr: 'Bu promosyon yalnızca ilk yatırımda geçerli.',
    en: 'This promotion is only for your first deposit.',
  },
  withdrawal_forfeits_bonus: {
    tr: 'Bu çekim, çevrimi süren “{bonusName}” bonusunuzu iptal eder ve {bonusAmount} bonus bakiyeniz silinir. Çekimi ancak bunu onaylayarak gönderebilirsiniz.',
    en: 'This withdrawal cancels your wagering bonus “{bonusName}” and the {bonusAmount} of bonus money it holds is lost. You can only send it after confirming this.',
  },
  bonus_granted: {
    tr: 'Bonus hesabınıza eklendi.',
    en: 'The bonus has been added to your account.',
  },
} satisfies Record<string, Record<Lang, string>>;

/** Back office: rewrite a definition, or move it between active, paused and ended. */
export const bonusDefinitionUpdate = z.object({
  id: z.number().int().positive(),
  definition: bonusDefinitionPayload,
});
export const bonusDefinitionStatus = z.object({
  id: z.number().int().positive(),
  status: z.enum(['active', 'paused', 'ended'], { error: 'invalid_value' }),
});

/**
 * The player's wagering bonus as it decides a stake before it is placed: the percent of a
 * stake in this product that counts toward the wagering (0: none) and the largest bet while
 * it wagers (null: no limit). Money in kuruş.
 */
export interface BonusStakeTerms {
  name: string;
  contribution: number;
  maxBet: number | null;
}
