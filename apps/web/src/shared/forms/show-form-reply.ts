import type { FieldErrors, RpcReply } from '@lale/contract/envelope';
import { showReplyToast } from '../ui/toast.ts';
import type { FormRefusalState } from './use-refusal.ts';

interface ServerErrorTarget {
  /** True when a field message found its input. */
  setServerErrors: (fields: FieldErrors | undefined) => boolean;
  refusal: Pick<FormRefusalState, 'show'>;
}

/**
 * The usual end of a form submit: a success's message as a toast; a refusal's field messages
 * under their inputs, or, naming no field of the form, its message beside the form's button
 * (FormRefusal), where it stays until read and dismissed or the input changes (issue 38).
 * True when the call succeeded.
 */
export function showFormReply(reply: RpcReply<unknown>, form: ServerErrorTarget): boolean {
  if (reply.result) {
    showReplyToast(reply);
    return true;
  }
  if (!form.setServerErrors(reply.data?.fields)) form.refusal.show(reply.message, reply.debug);
  return false;
}
