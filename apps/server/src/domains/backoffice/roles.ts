import type { OperatorRole } from '@lale/contract/backoffice';

/** What each role may do: viewers look, cashiers and admins also decide. */
export function canDecide(role: OperatorRole): boolean {
  return role === 'admin' || role === 'cashier';
}
