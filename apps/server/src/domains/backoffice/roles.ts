import type { OperatorRole } from '@lale/contract/backoffice';

/** What each role may do: viewers look, cashiers and admins also decide. */
export function canDecide(role: OperatorRole): boolean {
  return role === 'admin' || role === 'cashier';
}

/**
 * Who may trade the sportsbook (suspend, margins, maximum stakes, results by hand): admins
 * only, as the roles stand; cashiers decide payments and viewers look.
 */
export function canTrade(role: OperatorRole): boolean {
  return role === 'admin';
}

/** Who may change the site's content (information texts, links, sliders): admins only. */
export function canEditContent(role: OperatorRole): boolean {
  return role === 'admin';
}

/** Who may answer live support (take, reply, close, edit canned answers): not viewers. */
export function canAnswerSupport(role: OperatorRole): boolean {
  return role === 'admin' || role === 'cashier';
}
