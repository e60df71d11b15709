import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuickLinks } from '../../../shared/api/cms-information.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { openSupport } from '../../../shared/support/support-launcher.ts';
import { GiftIcon } from '../../../shared/ui/icons.tsx';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { MessagingSupportLinks } from '../../../shared/ui/messaging-support-links.tsx';
import { BroadcastIcon, HeadsetIcon } from '../../../shared/ui/social-icons.tsx';
import { SocialLinks } from '../../../shared/ui/social-links.tsx';
import classes from './quick-access.module.css';

function TileBody({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <>
      <span className={classes.tileIcon}>{icon}</span>
      <span className={classes.tileText}>
        <span className={classes.tileTitle}>{title}</span>
        <span className={classes.tileHint}>{hint}</span>
      </span>
    </>
  );
}

/** The four quick-access parts before the games: support, bonus, live stream, social. */
export function QuickActions() {
  const { t } = useTranslation();
  const { links } = useQuickLinks();
  return (
    <div className={classes.tiles}>
      <Paper className={`${classes.tile} ${classes.support}`} data-testid="quick-support">
        <UnstyledButton
          className={classes.tileMain}
          onClick={openSupport}
          data-testid="quick-live-support"
        >
          <TileBody
            icon={<HeadsetIcon size={22} />}
            title={t('quick.liveSupport')}
            hint={t('quick.liveSupportHint')}
          />
        </UnstyledButton>
        <MessagingSupportLinks look="icons" testIdPrefix="quick" className={classes.tileExtras} />
      </Paper>
      <Paper className={`${classes.tile} ${classes.bonus}`}>
        <RouteLink
          href={links.bonusClaimPath ?? paths.promotions}
          className={classes.tileMain}
          data-testid="quick-bonus"
        >
          <TileBody
            icon={<GiftIcon size={22} />}
            title={t('quick.bonusClaim')}
            hint={t('quick.bonusClaimHint')}
          />
        </RouteLink>
      </Paper>
      <Paper className={`${classes.tile} ${classes.stream}`}>
        <RouteLink
          href={paths.liveStream}
          className={classes.tileMain}
          data-testid="quick-live-stream"
        >
          <TileBody
            icon={<BroadcastIcon size={22} />}
            title={t('quick.liveStream')}
            hint={t('quick.liveStreamHint')}
          />
        </RouteLink>
      </Paper>
      <Paper className={`${classes.tile} ${classes.social}`} data-testid="quick-social">
        <Text className={classes.tileTitle} px="md" pt="sm">
          {t('quick.social')}
        </Text>
        <div className={classes.socialIcons}>
          <SocialLinks size="md" testId="quick-social-links" />
        </div>
      </Paper>
    </div>
  );
}
