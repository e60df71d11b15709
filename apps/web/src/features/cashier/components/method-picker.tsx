import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CashMethod } from '@lale/contract/methods/finance';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useToggleFavoriteMethod } from '../api/cash-methods.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

interface MethodPickerProps {
  type: 1 | 2;
  methods: CashMethod[];
  selected: number | null;
  onSelect: (method: CashMethod) => void;
}

/** The methods as cards (favourites first), each with its limits and a favourite star. */
export function MethodPicker({ type, methods, selected, onSelect }: MethodPickerProps) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const toggle = useToggleFavoriteMethod(type);
  const ordered = [...methods].sort((a, b) => b.isFavorite - a.isFavorite);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="cash-methods">
      {ordered.map((method) => {
        const active = method.methodID === selected;
        return (
          <Paper
            key={method.methodID}
            withBorder
            radius="md"
            p="sm"
            bg={active ? 'var(--mantine-color-tulip-light)' : undefined}
            data-testid={`cash-method-${method.methodID}`}
            data-selected={active}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <UnstyledButton onClick={() => onSelect(method)} style={{ flex: 1 }}>
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
                color="yellow"
                aria-label={method.isFavorite ? t('cashier.unfavorite') : t('cashier.favorite')}
                aria-pressed={method.isFavorite === 1}
                data-testid={`cash-method-favorite-${method.methodID}`}
                loading={toggle.isPending && toggle.variables?.id === method.methodID}
                onClick={() =>
                  toggle.mutate(
                    { id: method.methodID, favorite: method.isFavorite === 0 },
                    { onSuccess: showReplyToast },
                  )
                }
              >
                {method.isFavorite ? '★' : '☆'}
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
