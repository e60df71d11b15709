import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CashMethod } from '@lale/contract/methods/finance';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useToggleFavoriteMethod } from '../api/cash-methods.ts';

interface MethodCardProps {
  type: 1 | 2;
  method: CashMethod;
  active: boolean;
  onSelect: (method: CashMethod) => void;
}

/** One method: its name and limits choose it; the star adds it to or removes it from favourites. */
export function MethodCard({ type, method, active, onSelect }: MethodCardProps) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const toggle = useToggleFavoriteMethod(type);
  const favorite = method.isFavorite === 1;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={active ? 'var(--mantine-color-tulip-light)' : undefined}
      data-testid={`cash-method-${method.methodID}`}
      data-selected={active}
      data-favorite={favorite}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <UnstyledButton onClick={() => onSelect(method)} style={{ flex: 1 }} aria-pressed={active}>
          <Stack gap={2}>
            <Text fw={700}>{method.name}</Text>
            <Text size="xs" c="dimmed">
              {t('cashier.limits', {
                min: formatMoney(method.minAmount, 'TRY', lang),
                max: formatMoney(method.maxAmount, 'TRY', lang),
              })}
            </Text>
          </Stack>
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="yellow.9"
          size="lg"
          aria-label={t(favorite ? 'cashier.unfavoriteMethod' : 'cashier.favoriteMethod', {
            name: method.name,
          })}
          aria-pressed={favorite}
          data-testid={`cash-method-favorite-${method.methodID}`}
          loading={toggle.isPending}
          onClick={() =>
            toggle.mutate(
              { id: method.methodID, favorite: !favorite },
              { onSuccess: ({ reply }) => showReplyToast(reply) },
            )
          }
        >
          <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
        </ActionIcon>
      </Group>
    </Paper>
  );
}
