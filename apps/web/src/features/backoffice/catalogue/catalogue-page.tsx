import { can } from '@lale/contract/backoffice-permissions';
import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../api/backoffice-api.ts';
import { GamesPanel } from './games-panel.tsx';
import { ProvidersPanel } from './providers-panel.tsx';
import { TablesPanel } from './tables-panel.tsx';

/**
 * /backoffice/catalogue: providers, categories and games, live tables. Every switch shows in
 * the lobby at once; a game or provider under maintenance stays listed, marked, unlaunchable.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const me = operator.data?.result ? operator.data.data : null;
  if (me && !can(me.role, 'catalogue.edit'))
    return <Alert color="red">{t('boCatalogue.notAllowed')}</Alert>;
  return (
    <Stack gap="md" data-testid="bo-catalogue">
      <Title order={2} fz="lg">
        {t('boCatalogue.title')}
      </Title>
      <Tabs defaultValue="games" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="games" data-testid="bo-catalogue-tab-games">
            {t('boCatalogue.games')}
          </Tabs.Tab>
          <Tabs.Tab value="providers" data-testid="bo-catalogue-tab-providers">
            {t('boCatalogue.providers')}
          </Tabs.Tab>
          <Tabs.Tab value="tables" data-testid="bo-catalogue-tab-tables">
            {t('boCatalogue.tables')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="games" pt="sm">
          <GamesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="providers" pt="sm">
          <ProvidersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="tables" pt="sm">
          <TablesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
