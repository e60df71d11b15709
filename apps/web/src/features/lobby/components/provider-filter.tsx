import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { useIsSignedIn } from '../../../shared/session/session-actions.ts';
import { useProviders } from '../api/get-providers.ts';

/** Filter by provider (/slot/provider/{id}); the list needs a session, so guests see why it is off. */
export function ProviderFilter({ lobby, current }: { lobby: Lobby; current: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const { data, isError } = useProviders(lobby);
  const options = (data ?? []).map((provider) => ({
    value: String(provider.providerID),
    label: provider.name,
  }));
  const placeholder = !signedIn
    ? t('lobby.providersNeedLogin')
    : isError
      ? t('lobby.providersUnavailable')
      : t('lobby.allProviders');
  return (
    <Select
      label={t('lobby.provider')}
      placeholder={placeholder}
      data={options}
      value={current === undefined ? null : String(current)}
      onChange={(value) => void navigate(value ? paths.lobbyProvider(lobby, value) : paths[lobby])}
      disabled={!signedIn || isError || options.length === 0}
      clearable
      searchable
      nothingFoundMessage={t('lobby.noProvider')}
      w={{ base: '100%', sm: 260 }}
      data-testid="provider-filter"
    />
  );
}
