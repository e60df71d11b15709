import { ActionIcon, Badge, Group, Stack, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon, ExpandIcon } from '../../../shared/ui/icons.tsx';
import type { PlayTarget } from '../lib/launch-target.ts';
import { FavoriteButton } from './favorite-button.tsx';

interface PlayToolbarProps {
  title: string;
  target: PlayTarget;
  providerName: string | null;
  headingId: string;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** Back, the game's title and provider, favourite and full screen. */
export function PlayToolbar(props: PlayToolbarProps) {
  const { title, target, providerName, headingId, fullscreen, onFullscreen } = props;
  const { t } = useTranslation();
  const fullscreenLabel = fullscreen ? t('catalogue.exitFullscreen') : t('play.fullscreen');
  const navigate = useNavigate();
  const back = () =>
    window.history.length > 1
      ? void navigate(-1)
      : void navigate(target.kind === 'live' ? '/live' : '/slot');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Tooltip label={t('play.back')}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={t('play.back')}
            onClick={back}
            data-testid="play-back"
          >
            <ArrowLeftIcon />
          </ActionIcon>
        </Tooltip>
        <Stack gap={2}>
          <Title order={1} id={headingId} fz={{ base: 20, sm: 26 }} lineClamp={1}>
            {title}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{t(`play.kind.${target.kind}`)}</Badge>
            {providerName ? (
              <Badge variant="outline" color="gray" data-testid="play-provider">
                {providerName}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {target.kind !== 'virtual' ? (
          <FavoriteButton type={target.kind === 'live' ? 'livecasino' : 'casino'} id={target.id} />
        ) : null}
        <Tooltip label={fullscreenLabel}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={fullscreenLabel}
            aria-pressed={fullscreen}
            onClick={onFullscreen}
            data-testid="play-fullscreen"
          >
            <ExpandIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
