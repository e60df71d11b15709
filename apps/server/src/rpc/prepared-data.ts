import type { Pagination } from '@lale/contract/pagination';

/**
 * A reply's `data` serialised once and sent many times: a hot, cached list (a lobby page)
 * otherwise spends most of each call re-serialising and re-encoding the same kilobytes.
 * The whole body is kept encoded per message and page, so a repeat costs one lookup.
 */
export class PreparedData {
  private readonly bodies = new Map<string, Buffer>();

  constructor(readonly json: string) {}

  /** The success envelope around this data, as `successReply` would shape it. */
  body(message: string, pagination?: Pagination): Buffer {
    const tail = pagination ? `,"pagination":${JSON.stringify(pagination)}` : '';
    const key = `${message}${tail}`;
    let body = this.bodies.get(key);
    if (!body) {
      const text = `{"result":true,"data":${this.json},"message":${JSON.stringify(message)}${tail}}`;
      body = Buffer.from(text, 'utf8');
      // Messages and pages of one list are few; the bound only guards against surprises.
      if (this.bodies.size < 8) this.bodies.set(key, body);
    }
    return body;
  }
}
