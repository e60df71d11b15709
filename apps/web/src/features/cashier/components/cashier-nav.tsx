import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: '/deposit', key: 'cashier.deposit' },
  { to: '/withdraw', key: 'cashier.withdraw' },
  { to: '/bank-accounts', key: 'cashier.bankAccounts' },
] as const;

/** Deposit, withdraw and bank accounts, one click from each other. */
export function CashierNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap="xs" data-testid="cashier-nav">
      {LINKS.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="xs"
          variant={pathname === link.to ? 'filled' : 'light'}
        >
          {t(link.key)}
        </Button>
      ))}
    </Group>
  );
}
