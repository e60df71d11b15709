import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestKey } from '../../../shared/lib/request-key.ts';
import { useClaimBonus } from '../../../shared/bonuses/claim-bonus.ts';

/** A promotion code given after registration: an opt-in, or a bonus at once. */
export function BonusCodeForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const claim = useClaimBonus();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) claim.mutate({ code: code.trim(), requestKey: newRequestKey() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('bonus.codeLabel')}
          placeholder={t('bonus.codePlaceholder')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          maxLength={20}
          style={{ flex: '1 1 180px' }}
          data-testid="bonus-code"
        />
        <Button type="submit" loading={claim.isPending}>
          {t('bonus.codeSubmit')}
        </Button>
      </Group>
      {claim.isError ? (
        <Alert color="red" mt="sm" role="alert">
          {claim.error.message}
        </Alert>
      ) : claim.isSuccess ? (
        <Alert color="green" mt="sm" role="status">
          {claim.data.granted ? t('bonus.claimed') : t('bonus.optedIn')}
        </Alert>
      ) : null}
    </form>
  );
}
