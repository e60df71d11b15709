import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DraftActionsProps {
  /** Prefix of the buttons' test ids: `<prefix>-preview`, `<prefix>-save`. */
  testIdPrefix: string;
  failure: Error | null;
  previewing: boolean;
  saving: boolean;
  onPreview: () => void;
  onSave: () => void;
}

/** A scheduled offer's draft: what went wrong, then preview it as players will see it, or save it. */
export function DraftActions({
  testIdPrefix,
  failure,
  previewing,
  saving,
  onPreview,
  onSave,
}: DraftActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          onClick={onPreview}
          loading={previewing}
          data-testid={`${testIdPrefix}-preview`}
        >
          {t('boPrizes.preview')}
        </Button>
        <Button onClick={onSave} loading={saving} data-testid={`${testIdPrefix}-save`}>
          {t('boPrizes.save')}
        </Button>
      </Group>
    </>
  );
}
