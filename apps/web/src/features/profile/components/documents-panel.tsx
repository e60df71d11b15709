import type { DocumentKind } from '@lale/contract/backoffice-players';
import { KYC_DOCUMENT_ACCEPT, type KycDocumentView } from '@lale/contract/kyc';
import { Alert, Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../shared/lib/file-size.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showReplyToast, showToast } from '../../../shared/ui/toast.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { documentProblem, useKycDocuments, useUploadDocument } from '../api/kyc-documents.ts';
import { KYC_STATUS_COLOR, STATE_COLOR } from '../../../shared/kyc/kyc-colors.ts';

/** Profile → My documents: each kind's state, the operator's reason, and a file to send. */
export function DocumentsPanel() {
  const { t } = useTranslation();
  const query = useKycDocuments();
  return (
    <QueryView query={query} empty={{ title: t('documents.title') }}>
      {(data) => (
        <Stack gap="md" data-testid="kyc-documents">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" maw={560}>
              {t('documents.intro')}
            </Text>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {t('documents.statusLabel')}:
              </Text>
              <Badge color={KYC_STATUS_COLOR[data.status]} data-testid="kyc-status">
                {t(`documents.status.${data.status}`)}
              </Badge>
            </Group>
          </Group>
          {data.documents.map((document) => (
            <DocumentCard key={document.kind} document={document} />
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

function DocumentCard({ document }: { document: KycDocumentView }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const upload = useUploadDocument();
  const { kind, state, file } = document;
  const send = async (picked: File | null) => {
    if (!picked) return;
    const problem = documentProblem(picked);
    if (problem) {
      showToast({ tone: 'negative', message: t(`documents.${problem}`) });
      return;
    }
    try {
      const reply = await upload.mutateAsync({ kind, file: picked });
      showReplyToast(reply.result ? { ...reply, message: t('documents.uploaded') } : reply);
    } catch {
      showToast({ tone: 'negative', message: t('documents.failed') });
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid={`kyc-doc-${kind}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>{t(`documents.kinds.${kind}`)}</Text>
            <Text size="xs" c="dimmed">
              {t(`documents.hints.${kind}`)}
            </Text>
          </Stack>
          <Badge
            color={STATE_COLOR[state]}
            style={{ flexShrink: 0 }}
            data-testid={`kyc-doc-${kind}-state`}
          >
            {t(`documents.states.${state}`)}
          </Badge>
        </Group>
        {file && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name} · {fileSize(file.size, lang)} ·{' '}
            {t('documents.sentAt', { when: formatDateTime(file.uploadedAt, lang) })}
          </Text>
        )}
        {state === 'rejected' && document.reason && (
          <Alert color="red" title={t('documents.reason')} data-testid={`kyc-doc-${kind}-reason`}>
            {document.reason}
          </Alert>
        )}
        {state !== 'approved' && (
          <Group gap="sm" wrap="wrap">
            <UploadButton
              kind={kind}
              again={state === 'rejected' || state === 'pending'}
              loading={upload.isPending}
              onPick={(picked) => void send(picked)}
            />
            <Text size="xs" c="dimmed">
              {t('documents.rules')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function UploadButton(props: {
  kind: DocumentKind;
  again: boolean;
  loading: boolean;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <FileButton
      onChange={props.onPick}
      accept={KYC_DOCUMENT_ACCEPT}
      inputProps={{ 'data-testid': `kyc-doc-${props.kind}-input` } as object}
    >
      {(button) => (
        <Button
          {...button}
          size="sm"
          variant={props.again ? 'light' : 'filled'}
          loading={props.loading}
          data-testid={`kyc-doc-${props.kind}-upload`}
        >
          {props.again ? t('documents.uploadAgain') : t('documents.upload')}
        </Button>
      )}
    </FileButton>
  );
}
