import { ActionIcon, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuickLinks } from '../api/cms-information.ts';
import { TelegramIcon, WhatsappIcon } from './social-icons.tsx';

const APPS = [
  { app: 'whatsapp', color: 'green', Icon: WhatsappIcon },
  { app: 'telegram', color: 'blue', Icon: TelegramIcon },
] as const;

/**
 * Support over messaging apps (cms `bottomBarInfo`'s WhatsApp and Telegram lines), as labelled
 * buttons (the footer) or round icons (quick access); apps without a line are left out.
 * Test ids are `<testIdPrefix>-whatsapp` and `<testIdPrefix>-telegram`.
 */
export function MessagingSupportLinks({
  look,
  testIdPrefix,
  className,
}: {
  look: 'buttons' | 'icons';
  testIdPrefix: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { links } = useQuickLinks();
  const present = APPS.filter(({ app }) => links[app]);
  if (!present.length) return null;
  return (
    <Group gap={look === 'buttons' ? 8 : 6} className={className}>
      {present.map(({ app, color, Icon }) => {
        const link = {
          component: 'a',
          href: links[app],
          target: '_blank',
          rel: 'noopener noreferrer',
          color,
          'data-testid': `${testIdPrefix}-${app}`,
        } as const;
        return look === 'buttons' ? (
          <Button key={app} {...link} variant="light" size="xs" leftSection={<Icon size={16} />}>
            {t(`quick.${app}`)}
          </Button>
        ) : (
          <ActionIcon
            key={app}
            {...link}
            variant="white"
            radius="xl"
            aria-label={`${t(`quick.${app}`)} ${t('quick.opensInNewTab')}`}
          >
            <Icon size={18} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
