import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { InfoIcon } from '../../../shared/ui/icons.tsx';
import { Link } from 'react-router';
import { useHomeNotices } from '../api/get-home-notices.ts';
import classes from './home-notices.module.css';

/**
 * Active popups and special-date notes as dismissible notices. They float over the page's
 * corner instead of pushing it down when they arrive (no layout shift), and never block it.
 */
export function HomeNotices() {
  const { data } = useHomeNotices();
  const { t } = useTranslation();
  const [closed, setClosed] = useState<string[]>([]);
  const open = (data ?? []).filter((notice) => !closed.includes(notice.id));
  if (!open.length) return null;
  return (
    <aside
      className={classes.tray}
      aria-label={t('catalogue.noticesLabel')}
      data-testid="home-notices"
    >
      {open.map((notice) => (
        <Alert
          key={notice.id}
          title={notice.title}
          icon={<InfoIcon />}
          variant="default"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setClosed((ids) => [...ids, notice.id])}
          className={classes.notice}
        >
          <HtmlContent html={notice.body} />
          {notice.link ? (
            <Button component={Link} to={notice.link} size="xs" variant="light" mt="xs">
              {t('home.sliderCta')}
            </Button>
          ) : null}
        </Alert>
      ))}
    </aside>
  );
}
