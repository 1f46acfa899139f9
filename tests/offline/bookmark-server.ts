// An in-test stand-in for the member bookmark API as the outbox sees it: bookmarks and notes
// per URL, Idempotency-Key replays answered from the first response, and a network between
// that can be down, fail with 5xx, lose the response or deliver a request twice.
import type { OutboxOp } from '#offline/db.ts';
import type { SendResult, Sender } from '#offline/outbox.ts';
import type { ServerState } from '#offline/transport.ts';

export type Fault = 'down' | 'error503' | 'lostResponse' | 'duplicate' | 'reject422';

export class FakeBookmarkServer {
  readonly bookmarks = new Map<string, string>();
  readonly notes = new Map<string, string>();
  /** Times each key's change was applied: must never exceed 1. */
  readonly applied = new Map<string, number>();
  /** Every delivery in order, for ordering checks. */
  readonly deliveries: Array<{ key: string; op: OutboxOp }> = [];
  private readonly answered = new Map<string, SendResult>();
  online = true;
  /** Faults applied to the next requests, one per request. */
  readonly faults: Fault[] = [];

  private deliver(op: OutboxOp, key: string): SendResult {
    this.deliveries.push({ key, op });
    const first = this.answered.get(key);
    if (first) return first;
    let result: SendResult = { type: 'ok' };
    // DELETE drops the note too unless keepNote; a note belongs to a saved article (404 otherwise).
    if (op.kind === 'add') this.bookmarks.set(op.url, op.title);
    else if (op.kind === 'remove') {
      this.bookmarks.delete(op.url);
      if (!op.keepNote) this.notes.delete(op.url);
    } else if (!this.bookmarks.has(op.url)) result = { type: 'fail', status: 404, message: 'Bookmark not found' };
    else if (op.note === '') this.notes.delete(op.url);
    else this.notes.set(op.url, op.note);
    this.applied.set(key, (this.applied.get(key) ?? 0) + 1);
    this.answered.set(key, result);
    return result;
  }

  /** The client side of the network. */
  readonly send: Sender = async (op, key) => {
    await Promise.resolve();
    if (!this.online) return { type: 'retry' };
    const fault = this.faults.shift();
    if (fault === 'down') return { type: 'retry' };
    if (fault === 'error503') return { type: 'retry', status: 503 };
    if (fault === 'reject422') return { type: 'fail', status: 422, message: 'url must be an absolute URL' };
    const result = this.deliver(op, key);
    if (fault === 'duplicate') this.deliver(op, key);
    if (fault === 'lostResponse') return { type: 'retry' };
    return result;
  };

  state(): ServerState {
    return {
      bookmarks: [...this.bookmarks].map(([url, title]) => ({
        url,
        title,
        hasNote: this.notes.has(url),
        note: this.notes.get(url) ?? '',
      })),
    };
  }
}
