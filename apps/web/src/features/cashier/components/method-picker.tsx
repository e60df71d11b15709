import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { CashMethod } from '@lale/contract/methods/finance';
import { isMethodGroup } from '../../../shared/api/cash-methods.ts';
import type { CashMethodEntry } from '../../../shared/api/cash-methods.ts';
import { MethodCard } from './method-card.tsx';

interface MethodPickerProps {
  type: 1 | 2;
  entries: CashMethodEntry[];
  selected: number | null;
  onSelect: (method: CashMethod) => void;
}

const grid = { base: 1, xs: 2, md: 3 };

/**
 * The methods as list_cash_methods_new groups them, in its order (the player's favourites
 * first): a group under its name, a method alone in its group as a card of its own.
 */
export function MethodPicker({ type, entries, selected, onSelect }: MethodPickerProps) {
  const card = (method: CashMethod) => (
    <MethodCard
      key={method.methodID}
      type={type}
      method={method}
      active={method.methodID === selected}
      onSelect={onSelect}
    />
  );
  return (
    <Stack gap="md" data-testid="cash-methods">
      {entries.map((entry) =>
        isMethodGroup(entry) ? (
          <Stack
            key={`group-${entry.methods[0]?.methodID}`}
            gap="xs"
            data-testid="cash-method-group"
          >
            <Title order={3} fz="md">
              {entry.properties.name}
            </Title>
            <SimpleGrid cols={grid} spacing="sm">
              {entry.methods.map(card)}
            </SimpleGrid>
          </Stack>
        ) : (
          <SimpleGrid key={entry.methodID} cols={grid} spacing="sm">
            {card(entry)}
          </SimpleGrid>
        ),
      )}
    </Stack>
  );
}
