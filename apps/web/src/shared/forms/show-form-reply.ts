import type { FieldErrors, RpcReply } from '@lale/contract/envelope';
import { showReplyToast } from '../ui/toast.ts';

interface ServerErrorTarget {
  setServerErrors: (fields: FieldErrors | undefined) => void;
}

/**
 * The usual end of a form submit: the reply's message as a toast (SPEC §8 helper) and, on a
 * refusal, the server's field messages under their inputs. True when the call succeeded.
 */
export function showFormReply(reply: RpcReply<unknown>, form: ServerErrorTarget): boolean {
  showReplyToast(reply);
  if (reply.result) return true;
  form.setServerErrors(reply.data?.fields);
  return false;
}
