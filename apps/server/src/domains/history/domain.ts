import type { DomainModule } from '../../platform/domain-module.ts';
import { historyHandlers } from './rpc/history.handlers.ts';

/** The account history: the `finance` methods. */
export function historyDomain(): DomainModule {
  return { name: 'history', handlers: historyHandlers() };
}
