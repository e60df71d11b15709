import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useExportPersonalData } from '../api/personal-data.ts';
import { downloadJson } from '../lib/download-json.ts';
import { SecurityCard } from './security-card.tsx';

/** "Download my data": user export_personal_data saved as a JSON file. */
export function PersonalDataExport() {
  const { t } = useTranslation();
  const exporting = useExportPersonalData();
  const download = () =>
    exporting.mutate(undefined, {
      onSuccess: (reply) => {
        if (!reply.result) return showReplyToast(reply);
        const day = reply.data.exportedAt.slice(0, 10);
        downloadJson(`lale-${reply.data.profile.username}-${day}.json`, reply.data);
      },
    });
  return (
    <SecurityCard
      testId="personal-data-export"
      title={t('personalData.exportTitle')}
      description={t('personalData.exportBody')}
    >
      <Button
        variant="light"
        onClick={download}
        loading={exporting.isPending}
        maw={420}
        data-testid="personal-data-export-button"
      >
        {t('personalData.exportButton')}
      </Button>
    </SecurityCard>
  );
}
