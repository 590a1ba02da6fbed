import type { UploadProgressEvent } from '../../../contract/admin-products';

/**
 * Reads a server-sent event stream chunk by chunk. A chunk may end in the middle of a line (or
 * of a UTF-8 character, which the TextDecoder in stream mode handles), so the unfinished tail
 * is kept until the next chunk. Only 'data: ' lines carry events; others are ignored.
 */
export function createSseParser(onEvent: (event: UploadProgressEvent) => void) {
  let buffer = '';
  function takeLine(line: string) {
    const trimmed = line.replace(/\r$/, '');
    if (!trimmed.startsWith('data:')) return;
    const json = trimmed.slice(5).trimStart();
    if (!json) return;
    try {
      onEvent(JSON.parse(json) as UploadProgressEvent);
    } catch (error) {
      console.warn('Ignoring an unreadable progress event:', json, error);
    }
  }
  return {
    push(text: string) {
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) takeLine(line);
    },
    end() {
      if (buffer) takeLine(buffer);
      buffer = '';
    },
  };
}
