import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { FieldErrors } from '@lale/contract/envelope';
import {
  TOURNAMENT_SCORINGS,
  type TournamentDraft,
  type TournamentScoring,
} from '@lale/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/reply-data.ts';
import { categoriesQuery } from '../catalogue/catalogue-api.ts';
import { InstantInput } from '../components/instant-input.tsx';
import { PrizeTableInput } from '../components/prize-table-input.tsx';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { TournamentDraftPreview } from './tournament-draft-preview.tsx';
import { useCreateTournament, usePreviewTournament } from './tournaments-api.ts';
import { DraftActions } from '../components/draft-actions.tsx';

const HOUR_MS = 3_600_000;
/** The next whole hour, and a week after it: a new tournament's default window. */
const nextHour = () => Math.ceil(Date.now() / HOUR_MS) * HOUR_MS;

/** A new tournament: its names, games, scoring, least stake, prizes and window, previewed. */
export function TournamentForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const categories = useQuery(categoriesQuery());
  const preview = usePreviewTournament();
  const create = useCreateTournament();
  const [title, setTitle] = useState({ tr: '', en: '' });
  const [summary, setSummary] = useState({ tr: '', en: '' });
  const [scoring, setScoring] = useState<TournamentScoring>('total_stake');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [gameIds, setGameIds] = useState('');
  const [minStakeLira, setMinStakeLira] = useState(1);
  const [prizesLira, setPrizesLira] = useState([5_000, 2_500, 1_000]);
  const [startsAt, setStartsAt] = useState(() => new Date(nextHour()).toISOString());
  const [endsAt, setEndsAt] = useState(() => new Date(nextHour() + 7 * 24 * HOUR_MS).toISOString());
  const [errors, setErrors] = useState<FieldErrors>({});

  const draft = (): TournamentDraft => ({
    title,
    summary,
    scoring,
    categoryId: categoryId ? Number(categoryId) : null,
    gameIds: gameIds
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
    minStake: Math.round(minStakeLira * 100),
    prizes: prizesLira.map((lira) => Math.round(lira * 100)),
    startsAt,
    endsAt,
  });
  const failed = (error: unknown) => setErrors(fieldErrorsOf(error));
  const run = (which: 'preview' | 'create') => {
    setErrors({});
    if (which === 'preview') preview.mutate(draft(), { onError: failed });
    else create.mutate(draft(), { onError: failed, onSuccess: onSaved });
  };
  const localized = (
    key: 'title' | 'summary',
    value: { tr: string; en: string },
    set: (next: { tr: string; en: string }) => void,
    Input: typeof TextInput | typeof Textarea,
  ) =>
    (['tr', 'en'] as const).map((l) => (
      <Input
        key={`${key}-${l}`}
        label={t(`boPrizes.tournaments.${key}${l === 'tr' ? 'Tr' : 'En'}`)}
        value={value[l]}
        onChange={(e) => set({ ...value, [l]: e.currentTarget.value })}
        error={errors[`${key}.${l}`] ?? errors[key]}
        data-testid={`bo-tournament-${key}-${l}`}
      />
    ));
  const failure = create.error ?? preview.error;

  return (
    <Stack gap="sm" data-testid="bo-tournament-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {localized('title', title, setTitle, TextInput)}
        {localized('summary', summary, setSummary, Textarea)}
        <Select
          label={t('boPrizes.tournaments.scoring')}
          data={TOURNAMENT_SCORINGS.map((value) => ({
            value,
            label: t(`tournamentPage.scoring.${value}`),
          }))}
          value={scoring}
          onChange={(v) => v && setScoring(v as TournamentScoring)}
          allowDeselect={false}
          error={errors.scoring}
        />
        <NumberInput
          label={t('boPrizes.tournaments.minStake')}
          value={minStakeLira}
          onChange={(v) => setMinStakeLira(Number(v) || 0)}
          min={0}
          decimalScale={2}
          error={errors.minStake}
        />
        <Select
          label={t('boPrizes.tournaments.category')}
          placeholder={t('boPrizes.tournaments.categoryNone')}
          data={(categories.data?.result ? categories.data.data.items : [])
            .filter((category) => category.kind === 'casino')
            .map((category) => ({
              value: String(category.id),
              label: `${category.id} · ${category.name[lang]}`,
            }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          searchable
          error={errors.categoryId}
        />
        <TextInput
          label={t('boPrizes.tournaments.gameIds')}
          description={t('boPrizes.tournaments.gameIdsHint')}
          value={gameIds}
          onChange={(e) => setGameIds(e.currentTarget.value.replace(/[^0-9,\s]/g, ''))}
          error={errors.gameIds ?? errors['gameIds.0']}
        />
        <InstantInput
          label={t('boPrizes.tournaments.startsAt')}
          value={startsAt}
          onChange={setStartsAt}
          error={errors.startsAt}
        />
        <InstantInput
          label={t('boPrizes.tournaments.endsAt')}
          value={endsAt}
          onChange={setEndsAt}
          error={errors.endsAt}
        />
      </SimpleGrid>
      <PrizeTableInput value={prizesLira} onChange={setPrizesLira} errors={errors} />
      <DraftActions
        testIdPrefix="bo-tournament"
        failure={failure}
        previewing={preview.isPending}
        saving={create.isPending}
        onPreview={() => run('preview')}
        onSave={() => run('create')}
      />
      {preview.data && !preview.isError ? (
        <TournamentDraftPreview draft={draft()} preview={preview.data} />
      ) : null}
    </Stack>
  );
}
