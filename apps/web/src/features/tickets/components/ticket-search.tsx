import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../shared/ui/icons.tsx';

/** Search by ticket number (digits only). */
export function TicketSearch({ onSearch }: { onSearch: (number: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
      role="search"
      aria-label={t('tickets.search')}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('tickets.number')}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value.replace(/\D/g, ''))}
          leftSection={<SearchIcon size={16} />}
          w={{ base: '100%', sm: 280 }}
        />
        <Button type="submit" variant="light">
          {t('tickets.search')}
        </Button>
      </Group>
    </form>
  );
}
