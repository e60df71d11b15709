import { Button, Group, TextInput } from '@mantine/core';
import type { LimitKind } from '@lale/contract/responsible-gaming/limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf, limitAmountOf, limitText } from '../lib/limit-input.ts';
import { useLimitWords } from './use-limit-words.ts';

interface LimitFormProps {
  kind: LimitKind;
  label: string;
  initial: number | null;
  busy: boolean;
  onSave: (amount: number) => void;
  onClose: () => void;
}

/** The new value of one limit, typed in lira (or minutes for a session), checked before sending. */
export function LimitForm({ kind, label, initial, busy, onSave, onClose }: LimitFormProps) {
  const { t } = useTranslation();
  const { amountOf } = useLimitWords();
  const [text, setText] = useState(initial === null ? '' : limitText(kind, initial));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Opened by its button: the keyboard carries on in the field.
  useEffect(() => input.current?.focus(), []);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = limitAmountOf(kind, text);
    if (amount === null) {
      const { min, max } = boundsOf(kind);
      setError(t('rg.amountInvalid', { min: amountOf(kind, min), max: amountOf(kind, max) }));
      return;
    }
    setError(null);
    onSave(amount);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={label}
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          rightSection={kind === 'session' ? undefined : '₺'}
          style={{ flex: '1 1 10rem', minWidth: 0 }}
          ref={input}
          data-testid="rg-limit-input"
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="submit" loading={busy} data-testid="rg-limit-save">
            {t('rg.save')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('rg.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
