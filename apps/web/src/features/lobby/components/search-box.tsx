import { TextInput } from '@mantine/core';
import { isSearchLongEnough } from '@lale/contract/validators/search';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { SearchIcon } from '../../../shared/ui/icons.tsx';

/** Game name search: SPEC §5 asks for at least 3 characters before searching. */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const tooShort = value.trim().length > 0 && !isSearchLongEnough(value);
  return (
    <TextInput
      type="search"
      label={t('lobby.search')}
      placeholder={t('lobby.searchPlaceholder')}
      leftSection={<SearchIcon size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={tooShort ? message('search_min_length') : undefined}
      w={{ base: '100%', sm: 300 }}
      data-testid="lobby-search"
    />
  );
}
