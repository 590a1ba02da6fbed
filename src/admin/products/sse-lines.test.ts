import { describe, expect, it, vi } from 'vitest';
import type { UploadProgressEvent } from '../../../contract/admin-products';
import { createSseParser } from './sse-lines';

function collect() {
  const events: UploadProgressEvent[] = [];
  return { events, parser: createSseParser((event) => events.push(event)) };
}

describe('createSseParser', () => {
  it('reads whole events', () => {
    const { events, parser } = collect();
    parser.push('data: {"progress":5,"message":"Checking","status":"processing"}\n\n');
    expect(events).toEqual([{ progress: 5, message: 'Checking', status: 'processing' }]);
  });
  it('joins a line split across chunks, even mid-JSON', () => {
    const { events, parser } = collect();
    const text =
      'data: {"progress":10,"message":"Images","status":"processing"}\n\ndata: {"progress":100,"message":"Done","status":"completed"}\n\n';
    for (const cut of [3, 20, 61, 62, 63, 90]) {
      events.length = 0;
      parser.push(text.slice(0, cut));
      parser.push(text.slice(cut));
      expect(events.map((event) => event.progress)).toEqual([10, 100]);
    }
  });
  it('reads one character at a time and CRLF line ends', () => {
    const { events, parser } = collect();
    for (const char of 'event: x\r\ndata: {"progress":1,"message":"a","status":"error"}\r\n\r\n') parser.push(char);
    expect(events).toEqual([{ progress: 1, message: 'a', status: 'error' }]);
  });
  it('reads a last line without a newline at the end', () => {
    const { events, parser } = collect();
    parser.push('data: {"progress":100,"message":"ok","status":"completed"}');
    expect(events).toEqual([]);
    parser.end();
    expect(events).toHaveLength(1);
  });
  it('skips comments and unreadable data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events, parser } = collect();
    parser.push(': keep-alive\ndata: not json\ndata:\n');
    expect(events).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
