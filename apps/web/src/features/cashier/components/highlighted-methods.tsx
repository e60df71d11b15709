import { Button, Group, Stack, Title } from '@mantine/core';
import type { CashMethod } from '@lale/contract/methods/finance';
import { useTranslation } from 'react-i18next';

interface HighlightedMethodsProps {
  methods: CashMethod[];
  selected: number | null;
  onSelect: (method: CashMethod) => void;
}

/** The deposit methods the operator puts forward, one tap from their form, above the full list. */
export function HighlightedMethods({ methods, selected, onSelect }: HighlightedMethodsProps) {
  const { t } = useTranslation();
  if (methods.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="highlighted-methods">
      <Title order={2} fz="lg">
        {t('cashier.highlighted')}
      </Title>
      <Group gap="xs">
        {methods.map((method) => (
          <Button
            key={method.methodID}
            variant={method.methodID === selected ? 'filled' : 'light'}
            aria-pressed={method.methodID === selected}
            onClick={() => onSelect(method)}
            data-testid={`highlighted-method-${method.methodID}`}
          >
            {method.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
