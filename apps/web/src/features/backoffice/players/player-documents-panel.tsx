import { can } from '@lale/contract/backoffice-permissions';
import type { PlayerKycDocumentView, PlayerPage } from '@lale/contract/backoffice-players';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../shared/lib/file-size.ts';
import { showReplyToast, showToast } from '../../../shared/ui/toast.ts';
import { KYC_STATUS_COLOR, STATE_COLOR } from '../../../shared/kyc/kyc-colors.ts';
import { moment } from './format.ts';
import { fetchDocumentFile, useDecideDocument } from './player-documents-api.ts';

/**
 * The player's KYC documents on the player page: each kind with its state and newest file,
 * the file opened in place (and saved), approval, and rejection with the reason the player
 * reads; the overall status above them.
 */
export function PlayerDocumentsPanel({ page, role }: { page: PlayerPage; role: string }) {
  const { t } = useTranslation();
  const decides = page.state !== 'closed' && can(role, 'players.edit');
  return (
    <Paper withBorder p="sm" data-testid="bo-documents">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="sm">
            {t('boDocuments.title')}
          </Title>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t('boDocuments.kycStatus')}:
            </Text>
            <Badge color={KYC_STATUS_COLOR[page.kyc.status]} data-testid="bo-kyc-status">
              {t(`documents.status.${page.kyc.status}`)}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {page.kyc.documents.map((document) => (
            <DocumentCard
              key={document.kind}
              uid={page.profile.uid}
              document={document}
              decides={decides}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function DocumentCard({
  uid,
  document,
  decides,
}: {
  uid: number;
  document: PlayerKycDocumentView;
  decides: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const decide = useDecideDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [viewing, setViewing] = useState(false);
  const { kind, file, state } = document;
  const send = async (status: 'approved' | 'rejected') => {
    const reply = await decide.mutateAsync({
      uid,
      kind,
      status,
      ...(status === 'rejected' ? { note: reason.trim() } : {}),
    });
    showReplyToast(reply);
    if (reply.result) {
      setRejecting(false);
      setReason('');
    }
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`bo-doc-${kind}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm">
            {t(`documents.kinds.${kind}`)}
          </Text>
          <Badge
            color={STATE_COLOR[state]}
            style={{ flexShrink: 0 }}
            data-testid={`bo-doc-${kind}-state`}
          >
            {t(`documents.states.${state}`)}
          </Badge>
        </Group>
        {file ? (
          <Stack gap={0}>
            <Text
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`bo-doc-${kind}-name`}
            >
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSize(file.size, lang)} · {moment(file.uploadedAt, lang)} ·{' '}
              {t('boDocuments.versions', { count: document.versions })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('boDocuments.noFile')}
          </Text>
        )}
        {state === 'rejected' && document.reason && (
          <Text size="sm" c="red" data-testid={`bo-doc-${kind}-reason`}>
            {t('documents.reason')}: {document.reason}
          </Text>
        )}
        {document.reviewedBy && document.reviewedAt && (
          <Text size="xs" c="dimmed">
            {t('boDocuments.reviewed', {
              who: document.reviewedBy,
              when: moment(document.reviewedAt, lang),
            })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {file && (
            <Button
              size="xs"
              variant="default"
              onClick={() => setViewing(true)}
              data-testid={`bo-doc-${kind}-view`}
            >
              {t('boDocuments.view')}
            </Button>
          )}
          {decides && file && state !== 'approved' && (
            <Button
              size="xs"
              color="green"
              loading={decide.isPending}
              onClick={() => void send('approved')}
              data-testid={`bo-doc-${kind}-approve`}
            >
              {t('boDocuments.approve')}
            </Button>
          )}
          {decides && file && state !== 'rejected' && !rejecting && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => setRejecting(true)}
              data-testid={`bo-doc-${kind}-reject`}
            >
              {t('boDocuments.reject')}
            </Button>
          )}
        </Group>
        {rejecting && (
          <Stack gap="xs">
            <Textarea
              label={t('boDocuments.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              data-testid={`bo-doc-${kind}-reason-input`}
            />
            <Group gap="xs">
              <Button
                size="xs"
                color="red"
                disabled={reason.trim().length < 3}
                loading={decide.isPending}
                onClick={() => void send('rejected')}
                data-testid={`bo-doc-${kind}-reject-confirm`}
              >
                {t('boDocuments.confirmReject')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setRejecting(false)}>
                {t('boDocuments.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      {viewing && file && (
        <DocumentPreview
          uid={uid}
          fileId={file.id}
          title={t('boDocuments.previewTitle', {
            kind: t(`documents.kinds.${kind}`),
            name: file.name,
          })}
          name={file.name}
          onClose={() => setViewing(false)}
        />
      )}
    </Paper>
  );
}

/** The file in place: an image as an image, a PDF in the browser's viewer; and a save link. */
function DocumentPreview(props: {
  uid: number;
  fileId: number;
  title: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [blob, setBlob] = useState<{ url: string; type: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchDocumentFile(props.uid, props.fileId)
      .then((file) => {
        if (!live) return;
        if (!file) return setFailed(true);
        url = URL.createObjectURL(file);
        setBlob({ url, type: file.type });
      })
      .catch(() => {
        if (live) setFailed(true);
        showToast({ tone: 'negative', message: t('boDocuments.openFailed') });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [props.uid, props.fileId, t]);
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="xl">
      <Stack gap="sm" data-testid="bo-doc-preview">
        {failed && <Alert color="red">{t('boDocuments.openFailed')}</Alert>}
        {blob && blob.type !== 'application/pdf' && (
          <img
            src={blob.url}
            alt={props.name}
            data-testid="bo-doc-preview-image"
            style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
          />
        )}
        {blob && (
          <Group gap="md">
            {/* A PDF opens in the browser's own viewer: the page's policy frames no blob. */}
            {blob.type === 'application/pdf' && (
              <Anchor href={blob.url} target="_blank" rel="noopener" size="sm">
                {t('boDocuments.view')}
              </Anchor>
            )}
            <Anchor href={blob.url} download={props.name} size="sm" data-testid="bo-doc-download">
              {t('boDocuments.download')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
