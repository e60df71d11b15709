import type { FieldErrors, RpcReply } from '@lale/contract/envelope';
import type { MessageKey } from '@lale/contract/messages';
import { messages } from '@lale/contract/messages';

/** A refusal as the screens show it: the server's localised message and its field errors. */
export class ReplyError extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors,
  ) {
    super(message);
  }
}

/** The reply's data, or a ReplyError carrying the server's localised message and fields. */
export async function dataOf<T>(reply: Promise<RpcReply<T>>): Promise<T> {
  const answer = await reply;
  if (!answer.result)
    throw new ReplyError(
      answer.message || messages[(answer.debug ?? 'generic_error') as MessageKey].en,
      answer.data?.fields ?? {},
    );
  return answer.data;
}

/** The field errors of a failed mutation (none when it succeeded or failed otherwise). */
export const fieldErrorsOf = (error: unknown): FieldErrors =>
  error instanceof ReplyError ? error.fields : {};
