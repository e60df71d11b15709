import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperator } from '../api/backoffice-api.ts';
import { MenusPanel } from './menus-panel.tsx';
import { PagesPanel } from './pages-panel.tsx';
import { RecordPanel } from './record-panel.tsx';
import {
  massMessageKind,
  popupKind,
  promotionKind,
  sliderKind,
  specialDateKind,
} from './record-kinds.tsx';

const TABS = [
  'sliders',
  'promotions',
  'popups',
  'specialDates',
  'pages',
  'messages',
  'menus',
] as const;
type Tab = (typeof TABS)[number];

/**
 * /backoffice/content: everything the site's cms methods and /datas files serve. Operators who
 * may `content.edit` change it; others only read.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canEdit =
    operator.data?.result === true && operator.data.data.permissions.includes('content.edit');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'sliders';

  return (
    <Stack gap="md" data-testid="bo-content">
      <Title order={2} fz="lg">
        {t('boContent.title')}
      </Title>
      {!canEdit && <Alert color="yellow">{t('boContent.readOnly')}</Alert>}
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              data-testid={`bo-content-tab-${key}`}
              style={{ flexShrink: 0 }}
            >
              {t(`boContent.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="sliders" pt="md">
          <RecordPanel kind="sliders" canEdit={canEdit} {...sliderKind} />
        </Tabs.Panel>
        <Tabs.Panel value="promotions" pt="md">
          <RecordPanel kind="promotions" canEdit={canEdit} {...promotionKind} />
        </Tabs.Panel>
        <Tabs.Panel value="popups" pt="md">
          <RecordPanel kind="popups" canEdit={canEdit} {...popupKind} />
        </Tabs.Panel>
        <Tabs.Panel value="specialDates" pt="md">
          <RecordPanel kind="special-dates" canEdit={canEdit} {...specialDateKind} />
        </Tabs.Panel>
        <Tabs.Panel value="pages" pt="md">
          <PagesPanel canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="md">
          <RecordPanel kind="mass-messages" canEdit={canEdit} {...massMessageKind} />
        </Tabs.Panel>
        <Tabs.Panel value="menus" pt="md">
          <MenusPanel canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
