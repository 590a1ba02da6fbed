import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { FORM_UNREADABLE, type FormFields, readForm } from './read-form';

/** A declared form with a text, a list of texts, a list of files under a default, and a file. */
const schema = z.object({
  note: z.string().optional(),
  tags: z.array(z.string()),
  pictures: z.array(z.file()).default([]),
  photo: z.file().optional(),
});

/** Each field as the test reads it: a text, 'file:<name>', or a list of those; absent is null. */
function shown(fields: FormFields) {
  const one = (value: string | File) => (typeof value === 'string' ? value : `file:${value.name}`);
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      value === undefined ? null : Array.isArray(value) ? value.map(one) : one(value),
    ]),
  );
}

const app = new Hono().post('/form', async (c) => {
  try {
    return c.json(shown(await readForm(c, schema)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return c.json({ status: error.status, message: error.message });
  }
});

const send = async (entries: [string, string | Blob, string?][]) => {
  const body = new FormData();
  for (const [name, value, fileName] of entries) {
    if (value instanceof Blob) body.append(name, value, fileName);
    else body.append(name, value);
  }
  return (await app.request('/form', { method: 'POST', body })).json();
};

describe('reading a multipart form by its declaration', () => {
  it("gives a list field every value sent under its name or its name with '[]', none when none is sent", async () => {
    const picture = new Blob(['x'], { type: 'image/png' });
    expect(
      await send([
        ['pictures', picture, 'a.png'],
        ['pictures[]', picture, 'b.png'],
        ['photo', picture, 'c.png'],
      ]),
    ).toEqual({ tags: [], pictures: ['file:a.png', 'file:b.png'], photo: 'file:c.png' });
  });

  it('counts a blank text as absent, in a list too, and hands a repeated field on as its list', async () => {
    expect(
      await send([
        ['note', '  '],
        ['tags', 'jute'],
        ['tags', ''],
        ['photo', 'one'],
        ['photo', 'two'],
      ]),
    ).toEqual({ note: null, tags: ['jute'], pictures: [], photo: ['one', 'two'] });
  });

  it('refuses a body that is not a readable form with 400, not a 500', async () => {
    const res = await app.request('/form', {
      method: 'POST',
      body: 'garbage--',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(await res.json()).toEqual({ status: 400, message: FORM_UNREADABLE });
  });
});
