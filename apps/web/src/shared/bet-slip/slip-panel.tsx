import type { AcceptOddsChanges, CouponKind } from '@lale/contract/methods/sportsbook';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { lineCount } from '@lale/games/sports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSportsTree } from '../api/sports-tree.ts';
import { formatMoney } from '../lib/format.ts';
import { currentPath, navigateTo } from '../navigation/navigator.ts';
import { paths } from '../routes/paths.ts';
import { saveReturnUrl } from '../session/return-url.ts';
import { useIsSignedIn } from '../session/session-actions.ts';
import { useAppStore } from '../store/app-store.ts';
import { formatOdds } from '../sports/format-odds.ts';
import { LockIcon } from '../ui/icons.tsx';
import { eventName, marketLabel, selectionLong, type Translate } from '../sports/market-labels.ts';
import { RegionNotice } from '../region/region-notice.tsx';
import { couponPayload, oddsChangesOf, usePlaceCoupon } from './place-coupon.ts';
import { SlipBonusNote } from './slip-bonus-note.tsx';
import { summarizeSlip, type SlipProblem } from './slip-maths.ts';
import {
  acceptCurrentOdds,
  applyOddsChanges,
  clearSlip,
  hasOddsChange,
  isLocked,
  removeSelection,
  setAcceptOddsChanges,
  setKind,
  setStakePerLine,
  setSystemSize,
  slipStore,
  useSlip,
  type SlipSelection,
} from './slip-store.ts';

const ACCEPTS: AcceptOddsChanges[] = ['none', 'higher', 'any'];

/**
 * The bet slip: the picks with their odds (old → new when they moved, a lock when closed),
 * the coupon kind, the stake, the numbers from the coupon maths, the limits, and placing.
 */
export function SlipPanel({ inSheet = false }: { inSheet?: boolean }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const slip = useSlip((state) => state);
  const limits = useSportsTree().data?.limits ?? null;
  const signedIn = useIsSignedIn();
  const place = usePlaceCoupon();
  const [placedId, setPlacedId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const summary = summarizeSlip(slip, limits);
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  const count = slip.selections.length;
  const changed = slip.selections.some(hasOddsChange);

  const submit = () => {
    setRefusal(null);
    place.mutate(couponPayload(slipStore.getState(), summary), {
      onSuccess: (reply) => {
        if (reply.result) {
          setPlacedId(reply.data.coupon.id);
          clearSlip();
          return;
        }
        setRefusal(reply.message);
        applyOddsChanges(oddsChangesOf(reply));
      },
    });
  };

  const login = () => {
    saveReturnUrl(currentPath());
    void navigateTo(paths.login);
  };

  const kinds: { value: CouponKind; label: string; disabled: boolean }[] = [
    { value: 'single', label: t('slip.kinds.single'), disabled: !summary.kinds.single },
    {
      value: 'combination',
      label: t('slip.kinds.combination'),
      disabled: !summary.kinds.combination,
    },
    {
      value: 'system',
      label: t('slip.kinds.system'),
      disabled: summary.kinds.systemSizes.length === 0,
    },
  ];

  return (
    <Stack gap="sm" data-testid="bet-slip" data-count={count} aria-label={t('slip.title')}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          {inSheet ? (
            <Text size="sm" c="dimmed">
              {t('slip.selectionCount')}
            </Text>
          ) : (
            <Text fw={700}>{t('slip.title')}</Text>
          )}
          <Badge variant="filled" data-testid="bet-slip-count">
            {count}
          </Badge>
        </Group>
        {count > 0 ? (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={clearSlip}
            data-testid="bet-slip-clear"
          >
            {t('slip.clear')}
          </Button>
        ) : null}
      </Group>

      {placedId !== null ? (
        <Alert
          color="teal"
          title={t('slip.placedTitle')}
          data-testid="bet-slip-placed"
          data-coupon-id={placedId}
          withCloseButton
          onClose={() => setPlacedId(null)}
          role="status"
        >
          <Stack gap={4}>
            <Text size="sm">{t('slip.placed', { id: placedId })}</Text>
            <Anchor
              size="sm"
              href={`${paths.profile}?tab=history`}
              onClick={(e) => {
                e.preventDefault();
                void navigateTo(`${paths.profile}?tab=history`);
              }}
            >
              {t('slip.viewHistory')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}

      {count === 0 ? (
        <Text size="sm" c="dimmed" data-testid="bet-slip-empty">
          {t('slip.empty')}
        </Text>
      ) : (
        <>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {slip.selections.map((s) => (
              <SlipRow key={`${s.eventId}|${s.market}`} selection={s} />
            ))}
          </Stack>

          {changed ? (
            <Alert color="yellow" p="xs" data-testid="bet-slip-odds-changed" role="status">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {t('slip.oddsChanged')}
                </Text>
                <Button
                  size="compact-xs"
                  variant="white"
                  color="dark"
                  onClick={acceptCurrentOdds}
                  data-testid="bet-slip-accept-changes"
                >
                  {t('slip.acceptChanges')}
                </Button>
              </Group>
            </Alert>
          ) : null}

          <SegmentedControl
            size="xs"
            fullWidth
            value={summary.kind}
            onChange={(value) => setKind(value as CouponKind)}
            data={kinds}
            aria-label={t('slip.kind')}
            data-testid="bet-slip-kind"
          />
          {summary.type.kind === 'system' ? (
            <NativeSelect
              size="xs"
              label={t('slip.systemSize')}
              value={String(summary.type.sizes[0])}
              onChange={(e) => setSystemSize(Number(e.currentTarget.value))}
              data={summary.kinds.systemSizes.map((k) => ({
                value: String(k),
                label: t('slip.systemOption', {
                  k,
                  n: count,
                  lines: lineCount({ kind: 'system', sizes: [k] }, count),
                }),
              }))}
              data-testid="bet-slip-system-size"
            />
          ) : null}

          <NumberInput
            label={summary.lines > 1 ? t('slip.stake') : t('slip.stakeTotal')}
            value={slip.stakePerLine === null ? '' : slip.stakePerLine / 100}
            onChange={(value) =>
              setStakePerLine(typeof value === 'number' ? Math.round(value * 100) : null)
            }
            min={0}
            decimalScale={2}
            decimalSeparator={lang === 'tr' ? ',' : '.'}
            thousandSeparator={lang === 'tr' ? '.' : ','}
            allowNegative={false}
            inputMode="decimal"
            data-testid="bet-slip-stake"
          />

          <Stack gap={2}>
            <SummaryLine
              label={t('slip.lines')}
              value={String(summary.lines)}
              testId="bet-slip-lines"
            />
            {summary.totalOdds !== null ? (
              <SummaryLine
                label={t('slip.totalOdds')}
                value={formatOdds(summary.totalOdds)}
                testId="bet-slip-total-odds"
              />
            ) : null}
            <SummaryLine
              label={t('slip.totalStake')}
              value={money(summary.totalStake)}
              testId="bet-slip-total-stake"
            />
            <SummaryLine
              label={t('slip.possibleWin')}
              value={money(summary.possibleWin)}
              testId="bet-slip-possible-win"
              strong
            />
          </Stack>

          {summary.capped && limits ? (
            <Text size="xs" c="orange" data-testid="bet-slip-problem" data-problem="max-payout">
              {t('slip.maxPayout', { amount: money(limits.maxPayout) })}
            </Text>
          ) : null}
          {summary.problems.map((problem) => (
            <ProblemText key={problem.kind} problem={problem} money={money} />
          ))}
          <SlipBonusNote totalStake={summary.totalStake} money={money} />

          <NativeSelect
            size="xs"
            label={t('slip.accept.label')}
            value={slip.acceptOddsChanges}
            onChange={(e) => setAcceptOddsChanges(e.currentTarget.value as AcceptOddsChanges)}
            data={ACCEPTS.map((value) => ({ value, label: t(`slip.accept.${value}`) }))}
            data-testid="bet-slip-accept"
          />

          {refusal ? (
            <Alert color="red" p="xs" data-testid="bet-slip-error" role="alert">
              <Text size="sm">{refusal}</Text>
            </Alert>
          ) : null}
          <RegionNotice />

          {signedIn ? (
            <Button
              fullWidth
              onClick={submit}
              loading={place.isPending}
              disabled={summary.problems.length > 0}
              data-testid="bet-slip-place"
            >
              {t('slip.place')}
            </Button>
          ) : (
            <Button fullWidth variant="light" onClick={login} data-testid="bet-slip-login">
              {t('slip.login')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function SummaryLine({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function ProblemText({ problem, money }: { problem: SlipProblem; money: (k: number) => string }) {
  const { t } = useTranslation();
  // The odds-changed notice and the empty stake speak for themselves above.
  if (problem.kind === 'odds-changed' || problem.kind === 'no-stake') return null;
  const text =
    problem.kind === 'locked'
      ? t('slip.suspended')
      : problem.kind === 'not-combinable'
        ? t('slip.notCombinable')
        : problem.kind === 'min-stake'
          ? t('slip.minStake', { amount: money(problem.amount) })
          : t('slip.maxStake', { amount: money(problem.amount) });
  return (
    <Text size="xs" c="red" data-testid="bet-slip-problem" data-problem={problem.kind}>
      {text}
    </Text>
  );
}

function SlipRow({ selection: s }: { selection: SlipSelection }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const translate = t as unknown as Translate;
  const name = selectionLong(translate, s.market, s.selection, s, lang);
  const locked = isLocked(s);
  const moved = hasOddsChange(s);
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="sm"
      data-testid="bet-slip-selection"
      data-event={s.eventId}
      data-market={s.market}
      data-selection={s.selection}
      data-locked={locked || undefined}
      data-changed={moved || undefined}
      style={locked ? { opacity: 0.6 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            size="xs"
            c="dimmed"
            href={paths.sportEvent(s.eventId)}
            onClick={(e) => {
              e.preventDefault();
              void navigateTo(paths.sportEvent(s.eventId));
            }}
            truncate
          >
            {eventName(s)}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {marketLabel(translate, s.market, lang)}
          </Text>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {locked ? (
            <Group gap={2} c="dimmed" aria-label={t('sports.locked')} data-testid="bet-slip-locked">
              <LockIcon />
            </Group>
          ) : moved ? (
            <Text size="sm" fw={700} data-testid="bet-slip-odds" aria-live="polite">
              <Text span td="line-through" c="dimmed" size="xs">
                {formatOdds(s.odds)}
              </Text>{' '}
              →{' '}
              <Text span c={s.current! > s.odds ? 'green' : 'red'} fw={700}>
                {formatOdds(s.current!)}
              </Text>
            </Text>
          ) : (
            <Text size="sm" fw={700} data-testid="bet-slip-odds">
              {formatOdds(s.odds)}
            </Text>
          )}
          <CloseButton
            size="sm"
            aria-label={t('slip.remove', { name })}
            onClick={() => removeSelection(s.eventId, s.market)}
            data-testid="bet-slip-remove"
          />
        </Group>
      </Group>
    </Paper>
  );
}
