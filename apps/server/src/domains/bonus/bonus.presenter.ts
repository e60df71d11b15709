import type { BonusOffer, BonusView } from '@lale/contract/bonus';
import type { Lang } from '@lale/contract/languages';
import type { Definition } from './definitions.repository.ts';
import type { PlayerBonus } from './player-bonuses.repository.ts';

export function presentBonus(bonus: PlayerBonus, definition: Definition, lang: Lang): BonusView {
  return {
    id: bonus.id,
    definitionId: bonus.definitionId,
    name: definition.name[lang],
    terms: definition.terms[lang],
    status: bonus.status,
    amount: bonus.amount,
    required: bonus.required,
    wagered: Math.min(bonus.wagered, bonus.required),
    grantedAt: bonus.grantedAt.toISOString(),
    expiresAt: bonus.expiresAt.toISOString(),
    closedAt: bonus.closedAt?.toISOString() ?? null,
    closedAmount: bonus.closedAmount,
    forfeitOnWithdrawal: definition.forfeitOnWithdrawal,
  };
}

/** The claim button applies to what a player can take or opt in to by hand. */
const CLAIMABLE = new Set(['weekly_loss', 'claim', 'first_deposit', 'any_deposit']);

export function presentOffer(definition: Definition, lang: Lang): BonusOffer {
  return {
    definitionId: definition.id,
    code: definition.code,
    name: definition.name[lang],
    terms: definition.terms[lang],
    kind: definition.kind,
    trigger: definition.trigger,
    percentage: definition.percentage,
    cap: definition.cap,
    minDeposit: definition.minDeposit,
    wageringMultiple: definition.wageringMultiple,
    maxBet: definition.maxBet,
    expiryDays: definition.expiryDays,
    claimable:
      CLAIMABLE.has(definition.trigger) &&
      (definition.trigger === 'weekly_loss' ||
        definition.trigger === 'claim' ||
        definition.optInCode !== null),
  };
}
