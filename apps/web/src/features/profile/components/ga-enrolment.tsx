import { Alert, Button, Code, Group, Image, Stack, Text } from '@mantine/core';
import type { GaEnrolment as Enrolment } from '@lale/contract/methods/user';
import { isTwoFactorCodeFormat } from '@lale/contract/validators/two-factor-code';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useConfirmGa } from '../api/confirm-ga.ts';
import { useGenerateGa } from '../api/generate-ga.ts';
import { refreshSecurity } from '../lib/refresh-security.ts';

/** Setting the authenticator up: a new secret (QR and text, shown once), then one code. */
export function GaEnrolment() {
  const { t } = useTranslation();
  const generate = useGenerateGa();
  const reply = generate.data;
  if (reply?.result)
    return <GaConfirmation enrolment={reply.data} onDone={() => generate.reset()} />;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm">{t('security.gaOffBody')}</Text>
      <Button
        onClick={() =>
          generate.mutate(undefined, { onSuccess: (r) => !r.result && showReplyToast(r) })
        }
        loading={generate.isPending}
        data-testid="ga-generate"
      >
        {t('security.gaSetUp')}
      </Button>
    </Group>
  );
}

function GaConfirmation({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const client = useQueryClient();
  const confirm = useConfirmGa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTwoFactorCodeFormat(code)) return setError(message('code_format'));
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: (reply) => {
        if (!reply.result) return setError(reply.message);
        showReplyToast(reply);
        refreshSecurity(client);
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="ga-enrolment">
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {t('security.gaShownOnce')}
        </Alert>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Image
            src={enrolment.qrDataUrl}
            alt={t('security.gaQrAlt')}
            w={200}
            h={200}
            radius="md"
            bg="white"
            data-testid="ga-qr"
          />
          <Stack gap="xs" maw={360}>
            <Text size="sm">{t('security.gaScan')}</Text>
            <Text size="sm">{t('security.gaOrType')}</Text>
            <Code fz="md" style={{ wordBreak: 'break-all' }} data-testid="ga-secret">
              {enrolment.secret}
            </Code>
          </Stack>
        </Group>
        <CodeField
          label={t('security.gaCodeLabel')}
          value={code}
          onChange={setCode}
          error={error}
          testId="ga-confirm-code"
        />
        <Group>
          <Button type="submit" loading={confirm.isPending} data-testid="ga-confirm">
            {t('security.gaConfirm')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onDone}>
            {t('security.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
