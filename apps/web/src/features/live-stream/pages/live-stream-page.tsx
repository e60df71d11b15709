import { AspectRatio, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuickLinks } from '../../../shared/api/cms-information.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { BroadcastIcon } from '../../../shared/ui/social-icons.tsx';
import { SocialLinks } from '../../../shared/ui/social-links.tsx';

/**
 * /live-stream (quick access, SPEC §1): the operator's player embedded when the CMS has one
 * (`bottomBarInfo.liveStreamEmbedUrl`, from hosts the CSP allows), a link to the stream's
 * page when it has only that, and otherwise an honest "no stream" with the social links.
 */
export function LiveStreamPage() {
  const { t } = useTranslation();
  const { links, isPending } = useQuickLinks();
  const openLink = links.liveStreamUrl ? (
    <Button
      component="a"
      href={links.liveStreamUrl}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<BroadcastIcon size={18} />}
      data-testid="live-stream-link"
    >
      {t('liveStream.watchOn')}
    </Button>
  ) : null;
  return (
    <Page
      testId="page-live-stream"
      title={t('liveStream.title')}
      subtitle={t('liveStream.subtitle')}
    >
      {isPending ? (
        <Skeleton height={360} radius="lg" />
      ) : links.liveStreamEmbedUrl ? (
        <Stack gap="md">
          <AspectRatio ratio={16 / 9} maw={960}>
            <iframe
              src={links.liveStreamEmbedUrl}
              title={t('liveStream.playerTitle')}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ border: 0, borderRadius: 12 }}
              data-testid="live-stream-player"
            />
          </AspectRatio>
          {openLink}
        </Stack>
      ) : links.liveStreamUrl ? (
        <Paper withBorder radius="lg" p="xl" maw={640}>
          <Stack gap="md" align="flex-start">
            <Text>{t('liveStream.watchOnHint')}</Text>
            {openLink}
          </Stack>
        </Paper>
      ) : (
        <EmptyState
          testId="live-stream-none"
          icon={<BroadcastIcon size={28} />}
          title={t('liveStream.noneTitle')}
          description={t('liveStream.noneBody')}
          action={<SocialLinks />}
        />
      )}
    </Page>
  );
}
