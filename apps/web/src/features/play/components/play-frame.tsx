import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchOutcome } from '../lib/launch-outcome.ts';
import classes from './play-frame.module.css';

interface PlayFrameProps {
  title: string;
  outcome: LaunchOutcome | null;
  errorText: string;
  frameRef: RefObject<HTMLDivElement | null>;
  /** In full screen only the stage shows: it carries its own way out. */
  fullscreen: boolean;
  onExitFullscreen: () => void;
}

/** The game's iframe, or the launch state (loading, provider unreachable). */
export function PlayFrame(props: PlayFrameProps) {
  const { title, outcome, errorText, frameRef, fullscreen, onExitFullscreen } = props;
  const { t } = useTranslation();
  return (
    <Box ref={frameRef} className={classes.stage} data-testid="play-stage">
      {fullscreen ? (
        <button
          type="button"
          className={classes.exit}
          onClick={onExitFullscreen}
          data-testid="play-exit-fullscreen"
        >
          {t('catalogue.exitFullscreen')}
        </button>
      ) : null}
      {outcome?.ok ? (
        <iframe
          src={outcome.url}
          title={title}
          className={classes.frame}
          allow="fullscreen; autoplay; clipboard-write"
          allowFullScreen
          referrerPolicy="same-origin"
        />
      ) : (
        <Center h="100%">
          {outcome ? (
            <Stack align="center" gap="xs" role="alert">
              <Text fw={700} fz="lg">
                {errorText}
              </Text>
              <Text c="dimmed" size="sm">
                {t('play.tryLater')}
              </Text>
            </Stack>
          ) : (
            <Stack align="center" gap="xs">
              <Loader color="tulip" />
              <Text c="dimmed">{t('play.launching')}</Text>
            </Stack>
          )}
        </Center>
      )}
    </Box>
  );
}
