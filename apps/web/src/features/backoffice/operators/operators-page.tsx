import { OPERATOR_ROLES, type StaffRole } from '@lale/contract/backoffice-permissions';
import type { OperatorCreated, OperatorListItem } from '@lale/contract/backoffice-operators';
import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import { Alert, Badge, Button, Code, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { backoffice } from '../api/backoffice-client.ts';
import { ResponsiveTable, type ListColumn } from '../components/responsive-table.tsx';
import { IpAllowListDialog } from './ip-allow-list-dialog.tsx';

const KEY = ['backoffice', 'operators'];

/** The operators screen's controls, by their names in the contract. */
type OperatorAction =
  | 'operators.create'
  | 'operators.setRole'
  | 'operators.disable'
  | 'operators.enable'
  | 'operators.resetTotp'
  | 'operators.unlock';

function useOperatorAction<N extends OperatorAction>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<N>) => backoffice.send(name, input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** /backoffice/operators (operators.manage): the staff, their roles and access. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => backoffice.call('operators.list'),
  });
  const create = useOperatorAction('operators.create');
  const setRole = useOperatorAction('operators.setRole');
  const disable = useOperatorAction('operators.disable');
  const enable = useOperatorAction('operators.enable');
  const resetTotp = useOperatorAction('operators.resetTotp');
  const unlock = useOperatorAction('operators.unlock');
  const [username, setUsername] = useState('');
  const [role, setNewRole] = useState<StaffRole>('support');
  const [created, setCreated] = useState<OperatorCreated | null>(null);
  const [editing, setEditing] = useState<OperatorListItem | null>(null);
  const roles = OPERATOR_ROLES.map((r) => ({ value: r, label: t(`boAccess.roles.${r}`) }));
  const items = list.data?.result ? list.data.data.items : [];
  const columns: ListColumn<OperatorListItem>[] = [
    { key: 'username', label: t('backoffice.username'), cell: (operator) => operator.username },
    {
      key: 'role',
      label: t('boAccess.operators.role'),
      cell: (operator) => (
        <Select
          aria-label={t('boAccess.operators.role')}
          data={roles}
          value={operator.role}
          onChange={(next) =>
            next &&
            setRole.mutate(
              { operatorId: operator.id, role: next as StaffRole },
              { onSuccess: showReplyToast },
            )
          }
          allowDeselect={false}
          size="xs"
          w={150}
        />
      ),
    },
    {
      key: 'state',
      label: t('boAccess.operators.state'),
      cell: (operator) => (
        <Group gap={4}>
          <Badge color={operator.status === 'active' ? 'teal' : 'gray'} variant="light">
            {t(`boAccess.operators.status.${operator.status}`)}
          </Badge>
          {operator.totpEnrolled ? null : (
            <Badge color="yellow" variant="light">
              {t('boAccess.operators.noTotp')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'lastLogin',
      label: t('boAccess.operators.lastLogin'),
      cell: (operator) => (operator.lastLoginAt ? formatDateTime(operator.lastLoginAt, lang) : '—'),
    },
  ];

  return (
    <Stack gap="lg" data-testid="page-bo-operators">
      <Title order={2} fz="lg">
        {t('boAccess.nav.operators')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { username, role },
            {
              onSuccess: (reply) => {
                if (!reply.result) return showReplyToast(reply);
                setCreated(reply.data);
                setUsername('');
              },
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('backoffice.username')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            data-testid="operators-new-name"
          />
          <Select
            label={t('boAccess.operators.role')}
            data={roles}
            value={role}
            onChange={(next) => next && setNewRole(next as StaffRole)}
            allowDeselect={false}
            w={170}
            data-testid="operators-new-role"
          />
          <Button type="submit" loading={create.isPending} data-testid="operators-create">
            {t('boAccess.operators.create')}
          </Button>
        </Group>
      </form>
      {created ? (
        <Alert color="yellow" data-testid="operators-created">
          {t('boAccess.operators.temporary', { username: created.operator.username })}{' '}
          <Code data-testid="operators-temporary-password">{created.temporaryPassword}</Code>
        </Alert>
      ) : null}
      <ResponsiveTable
        columns={columns}
        rows={items}
        rowKey={(operator) => operator.id}
        rowProps={() => ({ 'data-testid': 'operators-row' })}
        actions={(operator) => (
          <Group gap={6}>
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(operator)}
              data-testid="operators-addresses"
            >
              {t('boAccess.operators.addresses')}
              <Badge ml={6} size="sm" variant="light" color="gray">
                {operator.ipAllowList.length === 0
                  ? t('boAccess.operators.anyAddress')
                  : operator.ipAllowList.length}
              </Badge>
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() =>
                resetTotp.mutate({ operatorId: operator.id }, { onSuccess: showReplyToast })
              }
            >
              {t('boAccess.operators.resetTotp')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() =>
                unlock.mutate({ operatorId: operator.id }, { onSuccess: showReplyToast })
              }
            >
              {t('boAccess.operators.unlock')}
            </Button>
            {operator.status === 'active' ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() =>
                  disable.mutate({ operatorId: operator.id }, { onSuccess: showReplyToast })
                }
              >
                {t('boAccess.operators.disable')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  enable.mutate({ operatorId: operator.id }, { onSuccess: showReplyToast })
                }
              >
                {t('boAccess.operators.enable')}
              </Button>
            )}
          </Group>
        )}
        testId="operators-table"
        minWidth={900}
        striped
      />
      {editing ? <IpAllowListDialog operator={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
