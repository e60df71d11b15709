import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { InfoIcon } from '../../../shared/ui/icons.tsx';
import { useHomeNotices } from '../api/get-home-notices.ts';

/** Active popups and special-date notes as dismissible notices (not modals: they never block the page). */
export function HomeNotices() {
  const { data } = useHomeNotices();
  const { t } = useTranslation();
  const [closed, setClosed] = useState<string[]>([]);
  const open = (data ?? []).filter((notice) => !closed.includes(notice.id));
  if (!open.length) return null;
  return (
    <Stack gap="sm" data-testid="home-notices">
      {open.map((notice) => (
        <Alert
          key={notice.id}
          title={notice.title}
          icon={<InfoIcon />}
          variant="default"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setClosed((ids) => [...ids, notice.id])}
        >
          <HtmlContent html={notice.body} />
        </Alert>
      ))}
    </Stack>
  );
}
