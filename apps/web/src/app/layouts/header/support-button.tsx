import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openSupport } from '../../../shared/support/support-launcher.ts';
import { ChatIcon } from '../../../shared/ui/icons.tsx';

/**
 * Live support for a guest on a phone: in the header, where it covers nothing (the floating
 * button of wider screens would sit on odds, table numbers and limit buttons there). A player's
 * is in the account menu, the header having no room left.
 */
export function SupportHeaderButton() {
  const { t } = useTranslation();
  return (
    <ActionIcon
      hiddenFrom="sm"
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={t('support.open')}
      onClick={openSupport}
      data-testid="header-support"
    >
      <ChatIcon size={20} />
    </ActionIcon>
  );
}
