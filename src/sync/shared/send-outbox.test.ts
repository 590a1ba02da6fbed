import { describe, expect, it } from 'vitest';
import type { SendFailure } from './outbox-requests';
import { type OutboxSender, sendOutboxPass } from './send-outbox';

/** An outbox in memory whose shop answers each key as the test says; the log is what happened. */
function memorySender(keys: string[], shop: Record<string, SendFailure | 'ok'>, options: { writeFails?: string } = {}) {
  const queue = [...keys];
  const log: string[] = [];
  const sender: OutboxSender<string, SendFailure> = {
    next: async () => queue[0],
    async send(key) {
      log.push(`send ${key}`);
      const answer = shop[key] ?? 'ok';
      if (answer !== 'ok') throw answer;
      return `answer ${key}`;
    },
    async confirmed(key, answer) {
      if (options.writeFails === key) throw new Error('The database closed');
      log.push(`confirmed ${key} with ${String(answer)}`);
      queue.shift();
    },
    failureOf: (thrown) => (thrown instanceof Error ? { status: 0, kind: 'network' } : (thrown as SendFailure)),
    async refused(key, failure) {
      log.push(`refused ${key} (${failure.status})`);
      queue.shift();
    },
    async kept(key, _failure, verdict) {
      log.push(`kept ${key} (${verdict})`);
    },
  };
  return { sender, log, queue };
}

describe('one pass over the outbox', () => {
  it('sends in order, goes past a refusal, and stops at the first change kept', async () => {
    const { sender, log, queue } = memorySender(['a', 'b', 'c', 'd'], {
      b: { status: 409, kind: 'http' },
      c: { status: 503, kind: 'http' },
    });
    expect(await sendOutboxPass(sender)).toBe('error');
    expect(log).toEqual([
      'send a',
      'confirmed a with answer a',
      'send b',
      'refused b (409)',
      'send c',
      'kept c (error)',
    ]);
    expect(queue).toEqual(['c', 'd']);
  });

  it('keeps a change whose answer could not be written, as if no answer had come', async () => {
    const { sender, log, queue } = memorySender(['a', 'b'], {}, { writeFails: 'a' });
    expect(await sendOutboxPass(sender)).toBe('offline');
    expect(log).toEqual(['send a', 'kept a (offline)']);
    expect(queue).toEqual(['a', 'b']);
  });

  it('says slow for a timeout and unauthorized for a 401, keeping the change', async () => {
    expect(await sendOutboxPass(memorySender(['a'], { a: { status: 0, kind: 'timeout' } }).sender)).toBe('slow');
    expect(await sendOutboxPass(memorySender(['a'], { a: { status: 401, kind: 'http' } }).sender)).toBe('unauthorized');
  });
});
