import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../shared/ui/page.tsx';
import { AccountInfo } from '../components/account-info.tsx';
import { BankAccountsPanel } from '../components/bank-accounts-panel.tsx';
import { CredentialsPanel } from '../components/credentials-panel.tsx';
import { DocumentsPanel } from '../components/documents-panel.tsx';
import { GameHistoryPanel } from '../components/game-history-panel.tsx';
import { HistoryPanel } from '../components/history-panel.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { SessionsPanel } from '../components/sessions-panel.tsx';
import { TwoFactorPanel } from '../components/two-factor-panel.tsx';
import type { ProfileTab } from '../lib/profile-tabs.ts';
import { PROFILE_TABS, profileTabOf } from '../lib/profile-tabs.ts';

type Panel = () => React.JSX.Element;
const PANELS: Partial<Record<ProfileTab, Panel>> = {
  account: AccountInfo,
  security: TwoFactorPanel,
  credentials: CredentialsPanel,
  documents: DocumentsPanel,
  sessions: SessionsPanel,
  banks: BankAccountsPanel,
  history: HistoryPanel,
  games: GameHistoryPanel,
};

/**
 * /profile (also /me): account details, security, login details, devices, banks, history;
 * `panels` (given by the app) are other features' tabs: responsible gaming; `notice` another
 * feature's word above them: the cashier's deposit return (issue 38).
 */
export function ProfilePage({
  panels = {},
  notice = null,
}: {
  panels?: Partial<Record<ProfileTab, Panel>>;
  notice?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params.get('tab'));
  const select = (value: string | null) =>
    setParams(value && value !== 'account' ? { tab: value } : {}, { replace: true });
  return (
    <Page testId="page-profile" title={t('profile.title')}>
      {notice}
      <ProfileSummary />
      <Tabs value={tab} onChange={select} variant="outline" radius="md" keepMounted={false}>
        <Tabs.List>
          {PROFILE_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`profile-tab-${name}`}>
              {t(`profile.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PROFILE_TABS.map((name) => {
          const Panel = PANELS[name] ?? panels[name];
          if (!Panel) return null;
          return (
            <Tabs.Panel key={name} value={name} pt="lg">
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Page>
  );
}
