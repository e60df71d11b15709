import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { FieldErrors } from '@lale/contract/envelope';
import { useTranslation } from 'react-i18next';

/**
 * The prize of each place in whole lira, first place first; `errors` are the server's, keyed
 * `prizes` or `prizes.<index>`.
 */
export function PrizeTableInput(props: {
  value: number[];
  onChange: (prizes: number[]) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const { value, onChange, errors } = props;
  const set = (index: number, lira: number) =>
    onChange(value.map((prize, i) => (i === index ? lira : prize)));
  return (
    <Stack gap={6} data-testid="bo-prize-table">
      <Text size="sm" fw={500}>
        {t('boPrizes.prizeTable')}
      </Text>
      {value.map((prize, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <NumberInput
            aria-label={t('boPrizes.place', { rank: index + 1 })}
            leftSection={<Text size="xs">{index + 1}.</Text>}
            value={prize}
            onChange={(v) => set(index, Number(v) || 0)}
            min={1}
            thousandSeparator="."
            decimalSeparator=","
            error={errors[`prizes.${index}`]}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={t('boPrizes.removePlace', { rank: index + 1 })}
            disabled={value.length === 1}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {errors.prizes ? (
        <Text size="xs" c="red">
          {errors.prizes}
        </Text>
      ) : null}
      <Button
        size="compact-sm"
        variant="light"
        w="fit-content"
        onClick={() => onChange([...value, value.at(-1) ?? 100])}
      >
        {t('boPrizes.addPlace')}
      </Button>
    </Stack>
  );
}
