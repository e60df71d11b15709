import { Box, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { initGameQuery } from '../api/init-game.ts';
import { PlayFrame } from '../components/play-frame.tsx';
import { PlayToolbar } from '../components/play-toolbar.tsx';
import { failureDestination, launchOutcome } from '../lib/launch-outcome.ts';
import { parsePlayParams } from '../lib/launch-target.ts';
import type { PlayTarget } from '../lib/launch-target.ts';

/** /play/...: launches the game through its type's init_game and shows it in a frame. */
export function PlayPage() {
  const target = parsePlayParams(useParams());
  if (!target) return <Navigate to={paths.noAccess} replace />;
  return <PlayScreen key={`${target.kind}-${target.id}-${target.gamingType}`} target={target} />;
}

function PlayScreen({ target }: { target: PlayTarget }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const headingId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const returnUrl = useAppStore((state) => state.returnUrl);
  const { data: reply, error } = useQuery(initGameQuery(target));
  const outcome = reply
    ? launchOutcome(reply)
    : error
      ? ({ ok: false, key: 'provider_unreachable', message: '' } as const)
      : null;
  const errorText =
    outcome && !outcome.ok ? (outcome.key ? message(outcome.key) : outcome.message) : '';
  const name = (location.state as { name?: string } | null)?.name;
  const title = name ?? t('play.gameN', { id: target.id });

  useEffect(() => {
    if (!outcome || outcome.ok) return;
    showToast({ tone: 'negative', message: errorText });
    const destination = failureDestination(target.kind, returnUrl);
    if (destination) void navigate(destination, { replace: true });
    // Only when a launch result arrives; returnUrl is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply, error]);

  const fullscreen = () => void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  return (
    <Box component="section" data-testid="page-play" aria-labelledby={headingId}>
      <Stack gap="md">
        <PlayToolbar
          title={title}
          target={target}
          headingId={headingId}
          onFullscreen={fullscreen}
        />
        <PlayFrame title={title} outcome={outcome} errorText={errorText} frameRef={frameRef} />
      </Stack>
    </Box>
  );
}
