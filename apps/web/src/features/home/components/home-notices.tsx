import { Alert, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../../shared/session/session-actions.ts';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { InfoIcon } from '../../../shared/ui/icons.tsx';
import { type HomeNotice, useHomeNotices } from '../api/get-home-notices.ts';
import { notShownYet, rememberShown, shownOnDevice } from '../api/shown-notices.ts';
import classes from './home-notices.module.css';

/** Below this width the notices come one at a time, as a compact banner. */
const PHONE = '(max-width: 47.99em)';

/**
 * Active popups and special-date notes as dismissible notices, each shown once per player (once
 * per device for a guest). They float over the page's corner instead of pushing it down when
 * they arrive (no layout shift); on a phone one at a time, clamped to a few lines.
 */
export function HomeNotices() {
  const { data } = useHomeNotices();
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  // This visit's notices, fixed when they arrive: remembering them must not take them away.
  const [visit, setVisit] = useState<HomeNotice[] | null>(null);
  const [closed, setClosed] = useState<string[]>([]);
  if (data && visit === null) setVisit(notShownYet(data, shownOnDevice()));
  const shown = useMemo(() => {
    const open = (visit ?? []).filter((notice) => !closed.includes(notice.id));
    return phone ? open.slice(0, 1) : open;
  }, [visit, closed, phone]);
  const remembered = useRef(new Set<string>());
  useEffect(() => {
    const fresh = shown.filter((notice) => !remembered.current.has(notice.id));
    for (const notice of fresh) remembered.current.add(notice.id);
    rememberShown(fresh, signedIn);
  }, [shown, signedIn]);
  if (!shown.length) return null;
  return (
    <aside
      className={classes.tray}
      aria-label={t('catalogue.noticesLabel')}
      data-testid="home-notices"
    >
      {shown.map((notice) => (
        <Alert
          key={notice.id}
          title={notice.title}
          icon={<InfoIcon />}
          variant="default"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setClosed((ids) => [...ids, notice.id])}
          className={classes.notice}
          data-testid="home-notice"
        >
          <div className={classes.body}>
            <HtmlContent html={notice.body} />
          </div>
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
