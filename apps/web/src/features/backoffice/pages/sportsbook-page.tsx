import { Alert, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../api/backoffice-api.ts';
import { EventsPanel } from '../sportsbook/events-panel.tsx';
import { MarginsPanel } from '../sportsbook/margins-panel.tsx';

/**
 * /backoffice/sportsbook: events by state with their controls (suspend, maximum stake,
 * markets, settle or void by hand) and the margins per market type. Roles the server says may
 * not trade see it all, the controls disabled.
 */
export function SportsbookPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const [tab, setTab] = useState<string | null>('events');
  useEffect(() => {
    document.title = `${t('boSports.title')} · ${t('backoffice.title')}`;
  }, [t]);
  const me = operator.data?.result ? operator.data.data : null;
  if (!me) return null;
  const canTrade = me.canTrade === true;

  return (
    <div data-testid="page-backoffice-sportsbook">
      {canTrade ? null : (
        <Alert color="gray" variant="light" mb="md" data-testid="bo-sports-read-only">
          {t('boSports.readOnly')}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="events" data-testid="bo-tab-events">
            {t('boSports.eventsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="margins" data-testid="bo-tab-margins">
            {t('boSports.marginsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events">
          <EventsPanel canTrade={canTrade} />
        </Tabs.Panel>
        <Tabs.Panel value="margins">
          <MarginsPanel canTrade={canTrade} />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
