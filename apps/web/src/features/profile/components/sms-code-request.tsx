import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useSendSms } from '../api/send-sms.ts';

/** "Send me a code" (sms_send) and, once sent, the masked number it went to. */
export function SmsCodeRequest({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const send = useSendSms();
  const sentTo = send.data?.result ? send.data.data.sentTo : null;
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="light"
        onClick={() => send.mutate(undefined, { onSuccess: showReplyToast })}
        loading={send.isPending}
        data-testid={testId}
      >
        {sentTo ? t('security.smsResend') : t('security.smsSend')}
      </Button>
      {sentTo ? (
        <Text size="sm" c="dimmed">
          {t('security.smsSentTo', { phone: sentTo })}
        </Text>
      ) : null}
    </Group>
  );
}
