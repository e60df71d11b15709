import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRefusalState } from './use-refusal.ts';

/**
 * The form's refusal, in red beside its button, until dismissed or the input changes;
 * `children`, when given, is the way out the refusal leaves (a break's live support).
 */
export function FormRefusal({
  refusal,
  children,
}: {
  refusal: FormRefusalState;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!refusal.message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={refusal.clear}
      data-testid="form-refusal"
    >
      {refusal.message}
      {children}
    </Alert>
  );
}
