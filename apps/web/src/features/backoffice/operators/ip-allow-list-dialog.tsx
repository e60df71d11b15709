import type { OperatorListItem } from '@lale/contract/backoffice-operators';
import { asCidr } from '@lale/contract/validators/cidr';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { backoffice } from '../api/backoffice-client.ts';

const MAX_ENTRIES = 20;

/** The list as typed: one entry a line, blanks dropped; or the first line that is not one. */
function readList(text: string): { list: string[] } | { line: number; value: string } {
  const lines = text.split('\n').map((line) => line.trim());
  const list: string[] = [];
  for (const [index, value] of lines.entries()) {
    if (value === '') continue;
    const block = asCidr(value);
    if (block === null) return { line: index + 1, value };
    list.push(block);
  }
  return { list };
}

/**
 * The addresses an operator may sign in from (operators screen): one address or CIDR block a
 * line, checked here as the server checks them. The server also refuses a list of the
 * admin's own that leaves out the address it is using; its message shows under the field.
 */
export function IpAllowListDialog({
  operator,
  onClose,
}: {
  operator: OperatorListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState(operator.ipAllowList.join('\n'));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (ipAllowList: string[]) =>
      backoffice.send('operators.setIpAllowList', { operatorId: operator.id, ipAllowList }),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'operators'] }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readList(text);
    if (!('list' in read)) return setError(t('boAccess.operators.addressInvalid', read));
    if (read.list.length > MAX_ENTRIES) return setError(t('boAccess.operators.tooManyAddresses'));
    setError(undefined);
    save.mutate(read.list, {
      onSuccess: (reply) => {
        showReplyToast(reply);
        if (reply.result) return onClose();
        setError(reply.message);
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('boAccess.operators.addressesTitle', { username: operator.username })}
      size="md"
    >
      <form onSubmit={submit} noValidate data-testid="operators-addresses-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('boAccess.operators.addressesHint')}
          </Text>
          <Textarea
            label={t('boAccess.operators.addressesLabel')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            autosize
            minRows={4}
            maxRows={12}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="operators-addresses-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('boAccess.operators.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="operators-addresses-save">
              {t('boAccess.operators.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
