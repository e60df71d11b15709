import { canonicalPromotionCode } from '@lale/contract/bonus';
import type { MessageKey } from '@lale/contract/messages';
import type { Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import {
  definitionsRepository as definitions,
  isLive,
  type Definition,
} from './definitions.repository.ts';

/** The triggers a code given with registration or a deposit can pay through. */
export const DEPOSIT_TRIGGERS = ['first_deposit', 'any_deposit', 'promotion_code'] as const;

/** The refusal of a code, on the form's promotion_code field; nothing has changed. */
export const codeRefusal = (key: MessageKey) => refusals.invalid({ promotion_code: key }, key);

/**
 * The live deposit definition a code opts into (registration's or a deposit's code), or a
 * refusal: unknown, not running now (paused, ended, not started), or not paid by a deposit.
 */
export async function liveDefinitionOfCode(db: Db, code: string, now: Date): Promise<Definition> {
  const definition = await definitions.byOptInCode(db, canonicalPromotionCode(code));
  if (!definition) throw codeRefusal('bonus_code_unknown');
  if (!isLive(definition, now)) throw codeRefusal('promotion_code_ended');
  if (!(DEPOSIT_TRIGGERS as readonly string[]).includes(definition.trigger))
    throw codeRefusal('bonus_not_available');
  return definition;
}
