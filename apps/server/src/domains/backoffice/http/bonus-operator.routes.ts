import type { BonusDefinitionPayload } from '@lale/contract/bonus';
import type { FastifyInstance } from 'fastify';
import { refusals } from '../../../platform/refusal.ts';
import { auditedAction } from './audited-action.ts';
import {
  bonusDefinitions as definitions,
  type BonusDefinition as Definition,
} from '../../bonus/api.ts';
import { operatorRoute, type OperatorRouteDeps } from './operator-route.ts';

const NO_COST = { granted: 0, converted: 0, forfeited: 0, grants: 0 };

function toPayload(d: Definition): BonusDefinitionPayload {
  return {
    code: d.code,
    name: d.name,
    terms: d.terms,
    kind: d.kind,
    trigger: d.trigger,
    percentage: d.percentage,
    cap: d.cap,
    minDeposit: d.minDeposit,
    wageringMultiple: d.wageringMultiple,
    gameWeights: d.gameWeights,
    expiryDays: d.expiryDays,
    maxBet: d.maxBet,
    eligibleMethods: d.eligibleMethods,
    oncePerPlayer: d.oncePerPlayer,
    optInCode: d.optInCode,
    stakeOrder: d.stakeOrder,
    forfeitOnWithdrawal: d.forfeitOnWithdrawal,
    startsAt: d.startsAt.toISOString(),
    endsAt: d.endsAt.toISOString(),
  };
}

/** A code or opt-in code taken by another definition. */
function isTaken(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The bonus definitions (contract: backoffice/prizes.ts `bonuses.*`, permission `bonus.manage`):
 * the list with each one's cost from the ledger, create, rewrite, and schedule changes (active,
 * paused, ended), every change audited.
 */
export function registerBonusOperatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { db } = deps;
  const saving = async (work: () => Promise<number | null>) => {
    try {
      const id = await work();
      if (id === null) throw refusals.notFound();
      return { id };
    } catch (error) {
      if (isTaken(error)) throw refusals.conflict('invalid_value', { code: 'invalid_value' });
      throw error;
    }
  };

  operatorRoute(app, deps, 'bonuses.list', {
    handler: async () => {
      const [all, costs] = await Promise.all([definitions.all(db), definitions.costs(db)]);
      return all.map((d) => ({
        ...toPayload(d),
        id: d.id,
        status: d.status,
        cost: costs.get(d.id) ?? NO_COST,
      }));
    },
  });

  auditedAction(app, deps, 'bonuses.create', {
    action: 'bonus.create',
    auditResult: true,
    run: (input, { tx }) => saving(() => definitions.save(tx, input)),
  });

  auditedAction(app, deps, 'bonuses.update', {
    action: 'bonus.update',
    auditResult: true,
    run: (input, { tx }) => saving(() => definitions.save(tx, input.definition, input.id)),
  });

  auditedAction(app, deps, 'bonuses.setStatus', {
    action: 'bonus.status',
    auditResult: true,
    run: async (input, { tx }) => {
      if (!(await definitions.setStatus(tx, input.id, input.status))) throw refusals.notFound();
      return input;
    },
  });
}
