import { NativeSelect } from '@mantine/core';
import { GAME_TYPES, LIVE_TABLE_TYPES } from 'virtual:lale/contract-facts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';

/** Kind of game (/slot/type/{type}) or of live table (/live/type/{type}). */
export function TypeFilter({ lobby, current }: { lobby: Lobby; current: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = lobby === 'slot' ? GAME_TYPES : LIVE_TABLE_TYPES;
  const value = current && (types as readonly string[]).includes(current) ? current : '';
  return (
    <NativeSelect
      label={t('lobby.type')}
      data={[
        { value: '', label: t('lobby.allTypes') },
        ...types.map((type) => ({ value: type, label: t(`lobby.types.${type}`) })),
      ]}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        void navigate(next ? paths.lobbyType(lobby, next) : paths[lobby]);
      }}
      w={{ base: '100%', sm: 220 }}
      data-testid="type-filter"
    />
  );
}
