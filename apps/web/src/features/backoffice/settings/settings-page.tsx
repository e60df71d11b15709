import { financeSettingsPayload } from '@lale/contract/backoffice-operators';
import { translate } from '@lale/contract/messages';
import { parseLiraToKurus } from '@lale/contract/validators/amount';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { backoffice } from '../api/backoffice-client.ts';

const KEY = ['backoffice', 'finance-settings'];

/** "10.000" / "10000,50" (Turkish) or "10000.50" as typed, from the stored kuruş. */
const asTyped = (kurus: number, lang: 'tr' | 'en') =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-US', {
    minimumFractionDigits: kurus % 100 === 0 ? 0 : 2,
    useGrouping: false,
  }).format(kurus / 100);

/**
 * /backoffice/settings (operators.manage): the amount above which a finance decision waits for
 * a second operator. Typed in lira, checked as the server checks it, audited by the server.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => backoffice.call('finance.settings'),
  });
  const current = settings.data?.result ? settings.data.data.secondApprovalAbove : null;
  // Null until the operator types: the field shows the stored limit.
  const [edited, setTyped] = useState<string | null>(null);
  const typed = edited ?? (current === null ? '' : asTyped(current, lang));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (input: { secondApprovalAbove: number }) =>
      backoffice.send('finance.setSettings', input),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const kurus = parseLiraToKurus(typed);
    const checked = financeSettingsPayload.safeParse({ secondApprovalAbove: kurus ?? -1 });
    if (!checked.success) return setError(translate('approval_limit_invalid', lang));
    setError(undefined);
    save.mutate(checked.data, {
      onSuccess: (reply) => {
        showReplyToast(reply);
        if (reply.result) setTyped(null);
        else setError(reply.message);
      },
    });
  };

  return (
    <Stack gap="lg" data-testid="page-bo-settings">
      <Title order={2} fz="lg">
        {t('boAccess.settings.title')}
      </Title>
      <Paper withBorder radius="md" p="md" maw={520}>
        <form onSubmit={submit} noValidate data-testid="settings-approval-form">
          <Stack gap="sm">
            <TextInput
              label={t('boAccess.settings.approvalLimit')}
              description={t('boAccess.settings.approvalLimitHint')}
              inputMode="decimal"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={error}
              data-testid="settings-approval-limit"
            />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" data-testid="settings-approval-current">
                {current === null
                  ? null
                  : t('boAccess.settings.current', {
                      amount: formatMoney(current, 'TRY', lang),
                    })}
              </Text>
              <Button type="submit" loading={save.isPending} data-testid="settings-approval-save">
                {t('boAccess.settings.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
