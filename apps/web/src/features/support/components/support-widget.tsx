import { ActionIcon, Anchor, Badge, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  closeSupport,
  openSupport,
  useSupportOpen,
} from '../../../shared/support/support-launcher.ts';
import { ChatIcon } from '../../../shared/ui/icons.tsx';
import { useSupportChat } from '../use-support-chat.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import classes from './support-widget.module.css';

const MOBILE = '(max-width: 48em)';

/**
 * The floating live support button of every page and its chat (a bottom sheet on phones). On a
 * phone the button would sit on odds, table numbers and buttons: there a guest's is in the
 * header and a player's in the account menu, and this one is hidden.
 */
export function SupportWidget() {
  const { t } = useTranslation();
  const open = useSupportOpen();
  const mobile = useMediaQuery(MOBILE, false, { getInitialValueInEffect: false });
  const chat = useSupportChat(open);
  const closed = chat.conversation?.status === 'closed';

  return (
    <>
      {open ? null : (
        <ActionIcon
          className={classes.launcher}
          size={52}
          radius="xl"
          variant="filled"
          aria-label={t('support.open')}
          title={t('support.open')}
          onClick={openSupport}
          data-testid="support-button"
        >
          <ChatIcon size={28} />
        </ActionIcon>
      )}
      <Drawer
        opened={open}
        onClose={closeSupport}
        position={mobile ? 'bottom' : 'right'}
        size={mobile ? '85%' : 400}
        radius={mobile ? 'lg' : 0}
        title={
          <Group gap="xs">
            <Text fw={700}>{t('support.title')}</Text>
            <Badge
              size="sm"
              variant="dot"
              tt="none"
              color={chat.online ? 'green' : 'gray'}
              data-testid="support-presence"
            >
              {chat.online ? t('support.online') : t('support.offline')}
            </Badge>
          </Group>
        }
        closeButtonProps={{ 'aria-label': t('support.close') }}
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, padding: 0 },
        }}
        data-testid="support-panel"
      >
        {chat.loading ? (
          <Loader m="md" />
        ) : (
          <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
            {chat.online ? null : (
              <Text
                size="sm"
                mx="sm"
                mt="xs"
                p="xs"
                bg="var(--mantine-color-default-hover)"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                data-testid="support-offline"
              >
                {t('support.offlineHint')}
              </Text>
            )}
            <MessageList conversation={chat.conversation} agentTyping={chat.agentTyping} />
            {closed ? (
              <Text size="xs" c="dimmed" px="sm" data-testid="support-closed">
                {t('support.closed')}
              </Text>
            ) : null}
            <Composer
              askEmail={!chat.online && !chat.signedIn}
              onStored={chat.stored}
              onTyping={chat.typing}
            />
            {chat.contacts.length > 0 ? (
              <Stack gap={2} px="sm" pb="sm" data-testid="support-contacts">
                <Text size="xs" c="dimmed">
                  {t('support.alternatives')}
                </Text>
                <Group gap="md">
                  {chat.contacts.map((contact) => (
                    <Anchor
                      key={contact.channel}
                      href={contact.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      data-testid={`support-contact-${contact.channel}`}
                    >
                      {t(`support.${contact.channel}`)}: {contact.label}
                    </Anchor>
                  ))}
                </Group>
              </Stack>
            ) : null}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
