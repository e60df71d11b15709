import { Box, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { RegionNotice } from '../../../shared/region/region-notice.tsx';
import { paths } from '../../../shared/routes/paths.ts';
import { PlayFrame } from '../components/play-frame.tsx';
import { PlayToolbar } from '../components/play-toolbar.tsx';
import { findCachedGame } from '../lib/cached-game.ts';
import { parsePlayParams } from '../lib/launch-target.ts';
import type { PlayTarget } from '../lib/launch-target.ts';
import { useFullscreen } from '../lib/use-fullscreen.ts';
import { useLaunch } from '../lib/use-launch.ts';
import { useBalanceMessages } from '../lib/use-balance-messages.ts';

/** /play/...: launches the game through its type's init_game and shows it in a frame. */
export function PlayPage() {
  const target = parsePlayParams(useParams());
  if (!target) return <Navigate to={paths.noAccess} replace />;
  return <PlayScreen key={`${target.kind}-${target.id}-${target.gamingType}`} target={target} />;
}

interface LinkState {
  name?: string;
  providerName?: string;
}

function PlayScreen({ target }: { target: PlayTarget }) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const state = (useLocation().state ?? {}) as LinkState;
  // The card that opened us passes the name; otherwise any cached list may know it.
  const cached = state.name ? null : findCachedGame(client, target.kind, target.id);
  const known = {
    name: state.name ?? cached?.name ?? null,
    providerName: target.providerName ?? state.providerName ?? cached?.providerName ?? null,
  };
  // Opened from a tournament's page (?tournament=): the game starts at its least stake.
  const tournamentId = Number(useSearchParams()[0].get('tournament')) || null;
  const { outcome, errorText } = useLaunch(target, known, tournamentId);
  // Opened from a bare link, the launch reply is the first to know the game's name.
  const launched = outcome?.ok ? outcome : null;
  const title = known.name ?? launched?.name ?? t('play.gameN', { id: target.id });
  const providerName = known.providerName ?? launched?.providerName ?? null;
  const fullscreen = useFullscreen<HTMLDivElement>();
  useBalanceMessages();
  return (
    <Box component="section" data-testid="page-play" aria-labelledby={headingId}>
      <Stack gap="md">
        {target.kind === 'live' ? <RegionNotice /> : null}
        <PlayToolbar
          title={title}
          target={target}
          providerName={providerName}
          headingId={headingId}
          fullscreen={fullscreen.active}
          onFullscreen={fullscreen.toggle}
        />
        <PlayFrame
          title={title}
          outcome={outcome}
          errorText={errorText}
          frameRef={fullscreen.ref}
          fullscreen={fullscreen.active}
          onExitFullscreen={fullscreen.toggle}
        />
      </Stack>
    </Box>
  );
}
