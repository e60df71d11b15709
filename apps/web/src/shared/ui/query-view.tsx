import { Button, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../i18n/translate-message.ts';
import { isNotAvailableYet, isRpcError } from '../rpc/rpc-error.ts';
import { EmptyState } from './empty-state.tsx';
import { InfoIcon, WifiOffIcon } from './icons.tsx';

interface Texts {
  title: string;
  description?: string;
}

interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** Shown when the data is empty, and (unless `unavailable` is given) when the feature is not live yet. */
  empty: Texts;
  unavailable?: Texts;
  isEmpty?: (data: T) => boolean;
  loading?: ReactNode;
  icon?: ReactNode;
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/** Loading, error, empty and not-yet-available states of one query, the same way everywhere. */
export function QueryView<T>({
  query,
  empty,
  unavailable,
  isEmpty,
  loading,
  icon,
  compact = false,
  children,
}: QueryViewProps<T>) {
  const { t } = useTranslation();
  const message = useMessage();
  if (query.isPending)
    return loading !== undefined ? (
      <>{loading}</>
    ) : (
      <Center py="xl">
        <Loader color="tulip" aria-label={message('please_wait')} />
      </Center>
    );
  if (query.error) {
    if (isNotAvailableYet(query.error)) {
      const texts = unavailable ?? empty;
      return (
        <EmptyState
          compact={compact}
          title={texts.title}
          description={texts.description ?? message('not_available_yet')}
          icon={icon ?? <InfoIcon />}
        />
      );
    }
    const network = isRpcError(query.error) && query.error.kind === 'network';
    const description = network ? t('network.unreachable') : errorText(query.error, message);
    return (
      <EmptyState
        testId="error-state"
        compact={compact}
        title={t('common.loadFailed')}
        description={description}
        icon={network ? <WifiOffIcon /> : <InfoIcon />}
        action={
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data))
    return (
      <EmptyState
        compact={compact}
        title={empty.title}
        description={empty.description}
        icon={icon ?? <InfoIcon />}
      />
    );
  return <>{children(data)}</>;
}

function errorText(error: unknown, message: ReturnType<typeof useMessage>): string {
  if (!isRpcError(error)) return message('generic_error');
  return error.kind === 'reply' ? error.message : message(error.key);
}
