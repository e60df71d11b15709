import { can } from '@lale/contract/backoffice-permissions';
import type { OperatorRole } from '@lale/contract/backoffice';

export { can };

/** May confirm and reject deposit and withdrawal requests. */
export function canDecide(role: OperatorRole): boolean {
  return can(role, 'finance.decide');
}

/** May suspend, set margins and maximum stakes, and result events by hand. */
export function canTrade(role: OperatorRole): boolean {
  return can(role, 'sportsbook.trade');
}

/** May change the site's content (information texts, links, sliders, menus). */
export function canEditContent(role: OperatorRole): boolean {
  return can(role, 'content.edit');
}

/** May answer live support (take, reply, close, edit canned answers). */
export function canAnswerSupport(role: OperatorRole): boolean {
  return can(role, 'support.answer');
}
