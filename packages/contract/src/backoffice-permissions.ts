/**
 * What each back-office role may see and do. The server checks every call against this table
 * (`can(operator.role, permission)`); the screens use the same table to hide what a role may
 * not open, so the two can never disagree.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'risk'] as const;
export type StaffRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  // Operators and the audit log.
  'operators.manage',
  'audit.view',
  // The cashier's queue: look, decide, and give the second approval above the limit.
  'finance.view',
  'finance.decide',
  'finance.approve_large',
  // Players: look up and read a player's record; adjust a balance; approve another's adjustment.
  'players.view',
  'players.edit',
  'players.adjust',
  'players.approve_adjustment',
  // Site content (sliders, promotions, popups, pages, messages, links, menus).
  'content.edit',
  // Providers, categories, games and live tables.
  'catalogue.edit',
  // Revenue, payments, players and bonus-cost reports.
  'reports.view',
  // Bonus definitions, promotions, tournaments and the lottery.
  'bonus.manage',
  // The sportsbook's trading controls.
  'sportsbook.trade',
  // Live support: take, reply, close, canned answers.
  'support.answer',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: ALL,
  finance: [
    'finance.view',
    'finance.decide',
    'finance.approve_large',
    'players.view',
    'players.adjust',
    'players.approve_adjustment',
    'reports.view',
  ],
  support: ['players.view', 'players.edit', 'support.answer', 'finance.view'],
  content: ['content.edit', 'catalogue.edit', 'bonus.manage'],
  risk: [
    'players.view',
    'players.edit',
    'finance.view',
    'reports.view',
    'audit.view',
    'sportsbook.trade',
  ],
};

/** Whether an operator of `role` may do `permission`; an unknown role may do nothing. */
export function can(role: string, permission: Permission): boolean {
  const granted = (ROLE_PERMISSIONS as Record<string, readonly Permission[]>)[role] ?? [];
  return granted.includes(permission);
}

/** Everything `role` may do, in the table's order (GET /me sends it to the screens). */
export function permissionsOf(role: string): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}
