import type { SportsbookMarginView } from '@lale/contract/backoffice';
import { Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { marketLabel, type Translate } from '../../../shared/sports/market-labels.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { marginsQuery, useSportsbookAction } from '../api/sportsbook-operator-api.ts';
import { GuardedButton } from './guarded-button.tsx';
import { basisPointsToPercent, percentToBasisPoints } from './operator-forms.ts';
import { ReasonDialog } from './reason-dialog.tsx';

// Racing margins (horses and greyhounds share them) are listed under horse racing.
const SPORT_ORDER = ['football', 'basketball', 'tennis', 'volleyball', 'horse_racing'] as const;

/** The margin of every market type in percent (basis points underneath), edited one by one. */
export function MarginsPanel({ canTrade }: { canTrade: boolean }) {
  const { t } = useTranslation();
  const margins = useQuery(marginsQuery());
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<{ row: SportsbookMarginView; basisPoints: number } | null>(
    null,
  );
  const setMargin = useSportsbookAction('sportsbook.setMargin');
  const lang = useAppStore((state) => state.userLanguage);

  if (margins.isPending) return <Loader />;
  const reply = margins.data;
  if (!reply?.result) return <EmptyState title={reply?.message ?? t('boSports.loadFailed')} />;
  const items = reply.data.items;
  // A type without its line: "Asya Handikap ({{line}})" loses the empty brackets.
  const label = (type: string) =>
    marketLabel(t as unknown as Translate, type, lang)
      .replace(/\s*\(\s*\)/, '')
      .trim();

  return (
    <Stack gap="lg" data-testid="bo-margins">
      <Text size="sm" c="dimmed">
        {t('boSports.margins.hint')}
      </Text>
      {SPORT_ORDER.map((sport) => {
        const rows = items.filter((row) => row.sport === sport);
        if (rows.length === 0) return null;
        return (
          <Stack key={sport} gap="xs">
            <Title order={3} fz="md">
              {t(`sports.names.${sport}`)}
            </Title>
            <Table.ScrollContainer minWidth={340}>
              <Table striped verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('boSports.margins.marketType')}</Table.Th>
                    <Table.Th>{t('boSports.margins.current')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('boSports.margins.default')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const text =
                      edits[row.marketType] ?? basisPointsToPercent(row.basisPoints, lang);
                    const basisPoints = percentToBasisPoints(text);
                    const changed = basisPoints !== null && basisPoints !== row.basisPoints;
                    const name = label(row.marketType);
                    return (
                      <Table.Tr
                        key={row.marketType}
                        data-testid="bo-margin-row"
                        data-market-type={row.marketType}
                      >
                        <Table.Td>
                          <Text size="sm">{name}</Text>
                          {row.updatedAt ? (
                            <Text size="xs" c="dimmed">
                              {t('boSports.margins.updated', {
                                date: formatDateTime(row.updatedAt, lang),
                              })}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            size="xs"
                            w={96}
                            inputMode="decimal"
                            aria-label={t('boSports.margins.inputLabel', { market: name })}
                            rightSection={<Text size="xs">%</Text>}
                            value={text}
                            readOnly={!canTrade}
                            onChange={(e) => {
                              const value = e.currentTarget.value;
                              setEdits((all) => ({ ...all, [row.marketType]: value }));
                            }}
                            error={basisPoints === null ? t('boSports.margins.invalid') : undefined}
                            data-testid="bo-margin-input"
                            data-market-type={row.marketType}
                            data-basis-points={row.basisPoints}
                          />
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <Text size="sm" c="dimmed" ff="monospace">
                            {t('boSports.margins.percent', {
                              value: basisPointsToPercent(row.defaultBasisPoints, lang),
                            })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} justify="flex-end" wrap="nowrap">
                            <GuardedButton
                              denied={
                                canTrade
                                  ? changed
                                    ? null
                                    : t('boSports.margins.unchanged')
                                  : t('boSports.noPermission')
                              }
                              onClick={() => setSaving({ row, basisPoints: basisPoints! })}
                              testId="bo-margin-save"
                              label={`${t('boSports.margins.save')}: ${name}`}
                            >
                              {t('boSports.margins.save')}
                            </GuardedButton>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
      <ReasonDialog
        opened={saving !== null}
        onClose={() => setSaving(null)}
        title={t('boSports.margins.title', { market: saving ? label(saving.row.marketType) : '' })}
        confirmText={
          saving
            ? t('boSports.margins.confirm', {
                market: label(saving.row.marketType),
                from: basisPointsToPercent(saving.row.basisPoints, lang),
                to: basisPointsToPercent(saving.basisPoints, lang),
              })
            : null
        }
        confirmLabel={t('boSports.margins.save')}
        testId="bo-margin-dialog"
        onConfirm={async (reason) => {
          const target = saving!;
          const reply = await setMargin.mutateAsync({
            marketType: target.row.marketType,
            basisPoints: target.basisPoints,
            reason,
          });
          if (reply.result) setEdits(({ [target.row.marketType]: _saved, ...rest }) => rest);
          return reply;
        }}
      />
    </Stack>
  );
}
