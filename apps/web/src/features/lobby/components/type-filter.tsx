import { Select } from '@mantine/core';
import { GAME_TYPES, LIVE_TABLE_TYPES } from '@lale/contract/methods/casino';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';

/** Kind of game (/slot/type/{type}) or of live table (/live/type/{type}). */
export function TypeFilter({ lobby, current }: { lobby: Lobby; current: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = lobby === 'slot' ? GAME_TYPES : LIVE_TABLE_TYPES;
  return (
    <Select
      label={t('lobby.type')}
      placeholder={t('lobby.allTypes')}
      data={types.map((type) => ({ value: type, label: t(`lobby.types.${type}`) }))}
      value={current && (types as readonly string[]).includes(current) ? current : null}
      onChange={(value) => void navigate(value ? paths.lobbyType(lobby, value) : paths[lobby])}
      clearable
      w={{ base: '100%', sm: 220 }}
      data-testid="type-filter"
    />
  );
}
