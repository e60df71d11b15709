import '@mantine/charts/styles.layer.css';
import {
  REPORTS,
  REVENUE_GROUPS,
  type AnyReport,
  type ReportName,
} from '@lale/contract/backoffice-reports';
import { DATE_PRESETS, type DatePreset } from '@lale/contract/constants';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BonusView } from './bonus-view.tsx';
import { LedgerView } from './ledger-view.tsx';
import { PaymentsView } from './payments-view.tsx';
import { PlayersView } from './players-view.tsx';
import { downloadReportCsv, reportQuery, type ReportFilter } from './reports-api.ts';
import { RevenueView } from './revenue-view.tsx';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * /backoffice/reports: one tab per report (revenue, payments, players, bonus cost, the ledger),
 * each for a date preset of Turkish days, drawn as a chart over a table, and downloadable as
 * CSV. The filter lives in the address so that a report can be shared as a link.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('report');
  const preset = params.get('preset');
  const group = params.get('groupBy');
  const filter: ReportFilter = {
    report: isOneOf(REPORTS, tab) ? tab : 'revenue',
    preset: isOneOf(DATE_PRESETS, preset) ? preset : 'last-7-day',
    groupBy: isOneOf(REVENUE_GROUPS, group) ? group : 'day',
  };
  const set = (change: Partial<ReportFilter>) =>
    setParams({ ...filter, ...change } as Record<string, string>, { replace: true });
  const report = useQuery(reportQuery(filter));
  const [csvFailed, setCsvFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const data = report.data?.result ? report.data.data : null;

  const download = async () => {
    setCsvFailed(false);
    setDownloading(true);
    try {
      await downloadReportCsv(filter);
    } catch {
      setCsvFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md" data-testid="bo-reports">
      <Title order={2} fz="lg">
        {t('boReports.title')}
      </Title>
      <Tabs
        value={filter.report}
        onChange={(value) => value && set({ report: value as ReportName })}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {REPORTS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`bo-reports-tab-${name}`}>
              {t(`boReports.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('boReports.period')}
          value={filter.preset}
          onChange={(event) => set({ preset: event.currentTarget.value as DatePreset })}
          data={DATE_PRESETS.map((value) => ({ value, label: t(`history.presets.${value}`) }))}
          data-testid="bo-reports-preset"
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="default"
          onClick={() => void download()}
          loading={downloading}
          data-testid="bo-reports-csv"
        >
          {t('boReports.csv')}
        </Button>
      </Group>
      {filter.report === 'revenue' && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="bo-reports-group-label">
            {t('boReports.groupBy')}
          </Text>
          <SegmentedControl
            aria-labelledby="bo-reports-group-label"
            value={filter.groupBy}
            onChange={(value) => set({ groupBy: value as ReportFilter['groupBy'] })}
            data={REVENUE_GROUPS.map((value) => ({ value, label: t(`boReports.groups.${value}`) }))}
            data-testid="bo-reports-group"
            fullWidth
            maw={480}
          />
        </Stack>
      )}
      {csvFailed && <Alert color="red">{t('boReports.loadFailed')}</Alert>}
      {report.isPending && <Loader size="sm" />}
      {report.data && !report.data.result && (
        <Alert color="red">{report.data.message || t('boReports.loadFailed')}</Alert>
      )}
      {data && data.report === filter.report && <ReportView report={data} />}
    </Stack>
  );
}

function ReportView({ report }: { report: AnyReport }) {
  switch (report.report) {
    case 'revenue':
      return <RevenueView report={report} />;
    case 'payments':
      return <PaymentsView report={report} />;
    case 'players':
      return <PlayersView report={report} />;
    case 'bonus':
      return <BonusView report={report} />;
    case 'ledger':
      return <LedgerView report={report} />;
  }
}
