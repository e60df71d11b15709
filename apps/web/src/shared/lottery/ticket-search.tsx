import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../ui/icons.tsx';

/** Search by ticket number: the lottery code, a dash and digits, or any part of it. */
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
          placeholder={t('lottery.searchPlaceholder')}
          value={value}
          maxLength={20}
          onChange={(event) =>
            setValue(event.currentTarget.value.toUpperCase().replace(/[^A-Z0-9-]/g, ''))
          }
          leftSection={<SearchIcon size={16} />}
          w={{ base: '100%', sm: 280 }}
        />
        <Button type="submit" variant="light" data-testid="ticket-search-submit">
          {t('tickets.search')}
        </Button>
      </Group>
    </form>
  );
}
