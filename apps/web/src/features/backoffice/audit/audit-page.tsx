import type { AuditEntryView } from '@lale/contract/backoffice-operators';
import { Alert, Badge, Button, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { backoffice } from '../api/backoffice-client.ts';
import { ResponsiveTable, type ListColumn } from '../components/responsive-table.tsx';

/** /backoffice/audit (audit.view): the operator audit, filtered, and its chain verified. */
export function AuditPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const [operatorId, setOperatorId] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = {
    limit: 100,
    // The server reads the text as Number() does: what is not a number it refuses alike.
    operatorId: operatorId.trim() ? Number(operatorId.trim()) : undefined,
    action: action.trim() || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useQuery({
    queryKey: ['backoffice', 'audit', query],
    queryFn: () => backoffice.call('audit.list', { query }),
  });
  const verify = useMutation({
    mutationFn: () => backoffice.call('audit.verify'),
  });
  const report = verify.data?.result ? verify.data.data : null;
  const items = list.data?.result ? list.data.data.items : [];
  const columns: ListColumn<AuditEntryView>[] = [
    { key: 'id', label: '#', cell: (row) => row.id },
    {
      key: 'date',
      label: t('backoffice.date'),
      cell: (row) => formatDateTime(row.createdAt, lang),
    },
    { key: 'operator', label: t('backoffice.username'), cell: (row) => row.operatorName ?? '—' },
    {
      key: 'action',
      label: t('boAccess.audit.action'),
      cell: (row) => (
        <>
          <Badge variant="light" color={row.result === 'success' ? 'teal' : 'red'} mr={6}>
            {row.result === 'success' ? '✓' : '✗'}
          </Badge>
          {row.action}
        </>
      ),
    },
    { key: 'ip', label: 'IP', cell: (row) => row.ip },
    {
      key: 'hash',
      label: t('boAccess.audit.hash'),
      cell: (row) => (
        <Text size="xs">
          <Code>{row.hash?.slice(0, 12) ?? '—'}</Code>
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg" data-testid="page-bo-audit">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('boAccess.nav.audit')}
        </Title>
        <Button
          onClick={() =>
            verify.mutate(undefined, { onSuccess: (r) => !r.result && showReplyToast(r) })
          }
          loading={verify.isPending}
          data-testid="audit-verify"
        >
          {t('boAccess.audit.verify')}
        </Button>
      </Group>
      {report ? (
        <Alert color={report.ok ? 'teal' : 'red'} data-testid="audit-verify-result">
          {report.ok
            ? t('boAccess.audit.ok', { count: report.checked })
            : t('boAccess.audit.broken', { id: report.brokenAt ?? '?' })}
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('boAccess.audit.operatorId')}
          value={operatorId}
          onChange={(e) => setOperatorId(e.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', xs: 120 }}
        />
        <TextInput
          label={t('boAccess.audit.action')}
          value={action}
          onChange={(e) => setAction(e.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', xs: 180 }}
          data-testid="audit-action"
        />
        <TextInput
          type="date"
          label={t('boAccess.audit.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', xs: 'auto' }}
        />
        <TextInput
          type="date"
          label={t('boAccess.audit.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', xs: 'auto' }}
        />
      </Group>
      <ResponsiveTable
        columns={columns}
        rows={items}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'audit-row' })}
        primary="action"
        testId="audit-table"
        minWidth={760}
        striped
      />
    </Stack>
  );
}
