import { Alert, Button } from '@mantine/core';
import type { RpcReply } from '@lale/contract/envelope';
import { isMessageKey } from '@lale/contract/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';

/**
 * What a page opened from a one-time mailed link shows: the link has no token, the server
 * took it (with the way on to log in), refused it (its message), or `waiting` until then.
 */
export function LinkTokenResult(props: {
  token: string;
  reply: RpcReply<unknown> | undefined;
  isError: boolean;
  /** `<name>-result` and `<name>-login` test ids. */
  name: string;
  missingText: string;
  doneTitle: string;
  doneOutcome: string;
  failedTitle: string;
  waiting: ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const { token, reply, name } = props;
  if (!token)
    return (
      <Alert
        color="yellow"
        variant="light"
        title={t('auth.tokenMissingTitle')}
        data-testid={`${name}-result`}
      >
        {props.missingText}
      </Alert>
    );
  if (reply?.result)
    return (
      <Alert
        color="teal"
        variant="light"
        title={props.doneTitle}
        data-testid={`${name}-result`}
        data-outcome={props.doneOutcome}
      >
        <Button component={Link} to={paths.login} mt="sm" data-testid={`${name}-login`}>
          {t('auth.loginButton')}
        </Button>
      </Alert>
    );
  if (reply || props.isError)
    return (
      <Alert
        color="red"
        variant="light"
        title={props.failedTitle}
        data-testid={`${name}-result`}
        data-outcome="failed"
      >
        {reply && isMessageKey(reply.debug)
          ? message(reply.debug)
          : (reply?.message ?? message('generic_error'))}
      </Alert>
    );
  return props.waiting;
}
