import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../../shared/config/app-config.ts';
import { useIsSignedIn } from '../../../shared/session/session-actions.ts';
import classes from './site-header.module.css';

/**
 * The brand mark: a tulip (lale) and the name, linking home. On a phone a player's header needs
 * the name's room for the balance and account controls: the tulip stands alone there, and on the
 * narrowest phones it gives its room too (home is the menu's first entry).
 */
export function Logo() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <Group
      renderRoot={(props) => <Link to="/" aria-label={t('header.homeLink')} {...props} />}
      gap={8}
      wrap="nowrap"
      style={{ textDecoration: 'none' }}
      className={signedIn ? classes.playerLogo : undefined}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M16 4c-2.2 3.2-7 4.3-7 11a7 7 0 0 0 14 0c0-6.7-4.8-7.8-7-11z" fill="#ec2a63" />
        <path d="M16 8.5c-1.6 2.2-3.4 3.8-3.4 7.5h6.8c0-3.7-1.8-5.3-3.4-7.5z" fill="#f9a0bb" />
        <path
          d="M16 22v7M16 26c-2-2-4.4-2-5.6-1M16 26c2-2 4.4-2 5.6-1"
          stroke="#3fb37f"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={24}
        c="var(--mantine-color-text)"
        style={{ letterSpacing: 0.5 }}
        visibleFrom={signedIn ? 'xs' : undefined}
      >
        {BRAND_NAME}
      </Text>
    </Group>
  );
}
