import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { previewGrant, type BonusDefinitionPayload } from '@lale/contract/bonus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { useSaveDefinition } from './bonuses-api.ts';

const DAY_MS = 86_400_000;
const TRIGGERS = [
  'first_deposit',
  'any_deposit',
  'promotion_code',
  'claim',
  'weekly_loss',
] as const;

/** A new definition, scheduled by its dates, with a preview of what a deposit would earn. */
export function DefinitionForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const save = useSaveDefinition();
  const [code, setCode] = useState('');
  const [name, setName] = useState({ tr: '', en: '' });
  const [terms, setTerms] = useState({ tr: '', en: '' });
  const [trigger, setTrigger] = useState<(typeof TRIGGERS)[number]>('any_deposit');
  const [percentage, setPercentage] = useState(100);
  const [capLira, setCapLira] = useState(100);
  const [minLira, setMinLira] = useState(0);
  const [multiple, setMultiple] = useState(1);
  const [maxBetLira, setMaxBetLira] = useState<number | ''>('');
  const [expiryDays, setExpiryDays] = useState(7);
  const [optInCode, setOptInCode] = useState('');
  const [once, setOnce] = useState(true);
  const [startsIn, setStartsIn] = useState(0);
  const [days, setDays] = useState(30);
  const [previewLira, setPreviewLira] = useState(500);
  const preview = previewGrant(
    { percentage, cap: capLira * 100, minDeposit: minLira * 100, wageringMultiple: multiple },
    previewLira * 100,
  );
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  const submit = () => {
    const starts = Date.now() + startsIn * DAY_MS;
    const definition: BonusDefinitionPayload = {
      code,
      name,
      terms,
      kind: trigger === 'weekly_loss' ? 'loss_rebate' : 'deposit_match',
      trigger,
      percentage,
      cap: capLira * 100,
      minDeposit: minLira * 100,
      wageringMultiple: multiple,
      gameWeights: { slot: 100, scratch: 100, crash: 50, table: 10, live: 10 },
      expiryDays,
      maxBet: maxBetLira === '' ? null : maxBetLira * 100,
      eligibleMethods: null,
      oncePerPlayer: once,
      optInCode: optInCode.trim() ? optInCode.trim().toUpperCase() : null,
      stakeOrder: 'cash_first',
      forfeitOnWithdrawal: true,
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(starts + days * DAY_MS).toISOString(),
    };
    save.mutate(definition, { onSuccess: onSaved });
  };
  const num = (set: (v: number) => void) => (v: string | number) => set(Number(v) || 0);
  return (
    <Stack gap="sm" data-testid="bo-bonus-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('boBonus.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Select
          label={t('boBonus.trigger')}
          data={TRIGGERS.map((value) => ({ value, label: t(`boBonus.triggers.${value}`) }))}
          value={trigger}
          onChange={(v) => v && setTrigger(v as (typeof TRIGGERS)[number])}
          allowDeselect={false}
        />
        <TextInput
          label={t('boBonus.nameTr')}
          value={name.tr}
          onChange={(e) => setName({ ...name, tr: e.currentTarget.value })}
        />
        <TextInput
          label={t('boBonus.nameEn')}
          value={name.en}
          onChange={(e) => setName({ ...name, en: e.currentTarget.value })}
        />
        <Textarea
          label={t('boBonus.termsTr')}
          value={terms.tr}
          onChange={(e) => setTerms({ ...terms, tr: e.currentTarget.value })}
        />
        <Textarea
          label={t('boBonus.termsEn')}
          value={terms.en}
          onChange={(e) => setTerms({ ...terms, en: e.currentTarget.value })}
        />
        <NumberInput
          label={t('boBonus.percentage')}
          value={percentage}
          onChange={num(setPercentage)}
          min={1}
          max={500}
        />
        <NumberInput label={t('boBonus.cap')} value={capLira} onChange={num(setCapLira)} min={1} />
        <NumberInput
          label={t('boBonus.minDeposit')}
          value={minLira}
          onChange={num(setMinLira)}
          min={0}
        />
        <NumberInput
          label={t('boBonus.multiple')}
          value={multiple}
          onChange={num(setMultiple)}
          min={0}
          max={100}
        />
        <NumberInput
          label={t('boBonus.maxBet')}
          value={maxBetLira}
          onChange={(v) => setMaxBetLira(v === '' ? '' : Number(v))}
          min={1}
        />
        <NumberInput
          label={t('boBonus.expiryDays')}
          value={expiryDays}
          onChange={num(setExpiryDays)}
          min={1}
          max={365}
        />
        <TextInput
          label={t('boBonus.optInCode')}
          value={optInCode}
          onChange={(e) => setOptInCode(e.currentTarget.value)}
        />
        <NumberInput
          label={t('boBonus.startsIn')}
          value={startsIn}
          onChange={num(setStartsIn)}
          min={0}
        />
        <NumberInput label={t('boBonus.days')} value={days} onChange={num(setDays)} min={1} />
        <Checkbox
          label={t('boBonus.once')}
          checked={once}
          onChange={(e) => setOnce(e.currentTarget.checked)}
          mt="lg"
        />
      </SimpleGrid>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('boBonus.previewDeposit')}
          value={previewLira}
          onChange={num(setPreviewLira)}
          min={0}
          w={200}
        />
        <Text size="sm" data-testid="bo-bonus-preview">
          {t('boBonus.preview', { bonus: money(preview.bonus), required: money(preview.required) })}
        </Text>
      </Group>
      {save.isError ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      <Button onClick={submit} loading={save.isPending} w="fit-content">
        {t('boBonus.create')}
      </Button>
    </Stack>
  );
}
