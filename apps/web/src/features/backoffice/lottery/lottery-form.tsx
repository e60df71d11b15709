import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from '@lale/contract/envelope';
import type { LotteryDraft } from '@lale/contract/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { DrawsList } from '../../../shared/lottery/draws-list.tsx';
import { fieldErrorsOf } from '../api/reply-data.ts';
import { InstantInput } from '../components/instant-input.tsx';
import { PrizeTableInput } from '../components/prize-table-input.tsx';
import { useCreateLottery, usePreviewLottery } from './lottery-api.ts';
import { DraftActions } from '../components/draft-actions.tsx';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** SPEC §9's filter: a ticket for each confirmed deposit of at least 500 TL. */
const DEFAULT_MIN_DEPOSIT_LIRA = 500;
const nextHour = () => Math.ceil(Date.now() / HOUR_MS) * HOUR_MS;

/** A new draw: code, names, sales window, draw time, least deposit and prizes, previewed. */
export function LotteryForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const preview = usePreviewLottery();
  const create = useCreateLottery();
  const [code, setCode] = useState('');
  const [title, setTitle] = useState({ tr: '', en: '' });
  const [salesStart, setSalesStart] = useState(() => new Date(nextHour()).toISOString());
  const [salesEnd, setSalesEnd] = useState(() => new Date(nextHour() + 30 * DAY_MS).toISOString());
  const [drawAt, setDrawAt] = useState(() =>
    new Date(nextHour() + 30 * DAY_MS + HOUR_MS).toISOString(),
  );
  const [minDepositLira, setMinDepositLira] = useState(DEFAULT_MIN_DEPOSIT_LIRA);
  const [prizesLira, setPrizesLira] = useState([100_000, 50_000, 25_000]);
  const [errors, setErrors] = useState<FieldErrors>({});

  const draft = (): LotteryDraft => ({
    code,
    title,
    salesStart,
    salesEnd,
    drawAt,
    minDeposit: Math.round(minDepositLira * 100),
    prizes: prizesLira.map((lira) => Math.round(lira * 100)),
  });
  const failed = (error: unknown) => setErrors(fieldErrorsOf(error));
  const run = (which: 'preview' | 'create') => {
    setErrors({});
    if (which === 'preview') preview.mutate(draft(), { onError: failed });
    else create.mutate(draft(), { onError: failed, onSuccess: onSaved });
  };
  const failure = create.error ?? preview.error;
  const shown = draft();

  return (
    <Stack gap="sm" data-testid="bo-lottery-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('boPrizes.lottery.code')}
          value={code}
          maxLength={12}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
          error={errors.code}
          data-testid="bo-lottery-code"
        />
        <NumberInput
          label={t('boPrizes.lottery.minDeposit')}
          value={minDepositLira}
          onChange={(v) => setMinDepositLira(Number(v) || 0)}
          min={1}
          thousandSeparator="."
          decimalSeparator=","
          error={errors.minDeposit}
        />
        {(['tr', 'en'] as const).map((l) => (
          <TextInput
            key={l}
            label={t(l === 'tr' ? 'boPrizes.lottery.titleTr' : 'boPrizes.lottery.titleEn')}
            value={title[l]}
            onChange={(e) => setTitle({ ...title, [l]: e.currentTarget.value })}
            error={errors[`title.${l}`] ?? errors.title}
            data-testid={`bo-lottery-title-${l}`}
          />
        ))}
        <InstantInput
          label={t('boPrizes.lottery.salesStart')}
          value={salesStart}
          onChange={setSalesStart}
          error={errors.salesStart}
        />
        <InstantInput
          label={t('boPrizes.lottery.salesEnd')}
          value={salesEnd}
          onChange={setSalesEnd}
          error={errors.salesEnd}
        />
        <InstantInput
          label={t('boPrizes.lottery.drawAt')}
          value={drawAt}
          onChange={setDrawAt}
          error={errors.drawAt}
        />
      </SimpleGrid>
      <PrizeTableInput value={prizesLira} onChange={setPrizesLira} errors={errors} />
      <DraftActions
        testIdPrefix="bo-lottery"
        failure={failure}
        previewing={preview.isPending}
        saving={create.isPending}
        onPreview={() => run('preview')}
        onSave={() => run('create')}
      />
      {preview.data && !preview.isError ? (
        <Stack gap="xs" data-testid="bo-lottery-draft-preview">
          <Text size="sm" data-testid="bo-lottery-facts">
            {t('boPrizes.lottery.facts', {
              cost: formatMoney(preview.data.prizeCost, 'TRY', lang),
              places: preview.data.places,
              tickets: preview.data.ticketsSoFar,
            })}
          </Text>
          <Text fw={600} size="sm">
            {t('boPrizes.previewTitle')}
          </Text>
          <DrawsList
            draws={[
              {
                id: 0,
                code: shown.code,
                title: shown.title[lang],
                salesStart: shown.salesStart,
                salesEnd: shown.salesEnd,
                drawAt: shown.drawAt,
                minDeposit: shown.minDeposit,
                prizes: shown.prizes,
                ticketsIssued: 0,
                paused: false,
                seedHash: '—',
                seed: null,
                drawnAt: null,
                winners: [],
              },
            ]}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
