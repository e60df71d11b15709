import { Anchor, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { saveReturnUrl } from '../../../shared/session/return-url.ts';
import { useIsSignedIn } from '../../../shared/session/session-actions.ts';
import { useProviders } from '../api/get-providers.ts';

/**
 * Filter by provider (/slot/provider/{id}). The provider list needs a session (SPEC §6): a
 * guest sees the filter off, with a link to log in and come back here.
 */
export function ProviderFilter({ lobby, current }: { lobby: Lobby; current: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useIsSignedIn();
  const { data, isError } = useProviders(lobby);
  const providers = data ?? [];
  const known = providers.some((provider) => provider.providerID === current);
  const hint = !signedIn ? (
    <Anchor
      component={Link}
      to={paths.login}
      onClick={() => saveReturnUrl(`${pathname}${search}`)}
      size="xs"
      data-testid="provider-login"
    >
      {t('catalogue.providerLoginHint')}
    </Anchor>
  ) : isError ? (
    t('lobby.providersUnavailable')
  ) : undefined;
  return (
    <NativeSelect
      label={t('lobby.provider')}
      description={hint}
      data={[
        { value: '', label: t('lobby.allProviders') },
        ...providers.map((provider) => ({
          value: String(provider.providerID),
          label: provider.name,
        })),
      ]}
      value={current !== undefined && known ? String(current) : ''}
      onChange={(event) => {
        const next = event.currentTarget.value;
        void navigate(next ? paths.lobbyProvider(lobby, next) : paths[lobby]);
      }}
      disabled={!signedIn || providers.length === 0}
      w={{ base: '100%', sm: 260 }}
      data-testid="provider-filter"
    />
  );
}
