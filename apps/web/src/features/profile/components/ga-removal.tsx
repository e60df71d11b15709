import { Button, Group, Stack, Text } from '@mantine/core';
import { isTwoFactorCodeFormat } from '@lale/contract/validators/two-factor-code';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useClearGa } from '../api/clear-ga.ts';
import { refreshSecurity } from '../lib/refresh-security.ts';

/** Removing the authenticator takes one of its codes (clear_generated_ga). */
export function GaRemoval() {
  const { t } = useTranslation();
  const message = useMessage();
  const client = useQueryClient();
  const clear = useClearGa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTwoFactorCodeFormat(code)) return setError(message('code_format'));
    setError(undefined);
    clear.mutate(code, {
      onSuccess: (reply) => {
        setCode('');
        if (!reply.result) return setError(reply.message);
        showReplyToast(reply);
        refreshSecurity(client);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="ga-removal">
      <Stack gap="md">
        <Text size="sm">{t('security.gaOnBody')}</Text>
        <CodeField
          label={t('security.gaCodeLabel')}
          value={code}
          onChange={setCode}
          error={error}
          testId="ga-remove-code"
        />
        <Group>
          <Button
            type="submit"
            color="red"
            variant="light"
            loading={clear.isPending}
            data-testid="ga-remove"
          >
            {t('security.gaRemove')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
