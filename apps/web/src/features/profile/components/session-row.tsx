import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { SessionInfo } from '@lale/contract/methods/user';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { describeDevice } from '../lib/describe-device.ts';

interface SessionRowProps {
  session: SessionInfo;
  ending: boolean;
  onEnd: (id: string) => void;
}

/** One signed-in device: what it is, from where, since when, and a way to end it. */
export function SessionRow({ session, ending, onEnd }: SessionRowProps) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Table.Tr data-testid="session-row" data-current={session.current} data-session-id={session.id}>
      <Table.Td>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {describeDevice(session.userAgent) ?? t('security.unknownDevice')}{' '}
            {session.current ? (
              <Badge color="teal" variant="light" size="sm" data-testid="session-this-device">
                {t('security.thisDevice')}
              </Badge>
            ) : null}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} title={session.userAgent}>
            {session.userAgent}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-testid="session-ip">{session.ip}</Table.Td>
      <Table.Td>{formatDateTime(session.createdAt, lang)}</Table.Td>
      <Table.Td>{formatDateTime(session.lastSeenAt, lang)}</Table.Td>
      <Table.Td>
        {session.current ? null : (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={ending}
            onClick={() => onEnd(session.id)}
            data-testid="session-end"
          >
            {t('security.endSession')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
