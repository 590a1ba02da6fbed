import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './api-error';

/** A multipart body that is not one (a broken boundary, a cut-off part): the client's error. */
export const FORM_UNREADABLE = 'The upload could not be read as a multipart form';

type FormValue = string | File;
/** A multipart form's fields, each as its declaration's schema reads it. */
export type FormFields = Record<string, FormValue | FormValue[] | undefined>;

/** Whether a declared form field takes a list (its schema, under optional, default or a pipe, is an array). */
function takesList(field: z.core.$ZodType): boolean {
  if (field instanceof z.ZodArray) return true;
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault) return takesList(field.unwrap());
  if (field instanceof z.ZodPipe) return takesList(field.in);
  return false;
}

const isBlank = (value: FormValue) => typeof value === 'string' && value.trim() === '';

/**
 * Reads a multipart body into the fields its declared schema (contract/api, `multipart`) reads,
 * so that the schema alone says what is accepted (docs/decisions/259):
 * - a list field takes every value sent under its name or its name with '[]' (`images`), none
 *   when none is sent;
 * - any other field takes its one value, a text or a file; sent more than once, it is handed
 *   on as the list, which its schema refuses with its own message;
 * - a blank text counts as absent, so defaults apply and a required field gets its message.
 * A body that is not a readable form is a 400 with FORM_UNREADABLE, never a 500.
 */
export async function readForm(c: Context, schema: z.ZodType): Promise<FormFields> {
  let data: FormData;
  try {
    data = await c.req.formData();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.badRequest(FORM_UNREADABLE);
  }
  const shape: Record<string, z.core.$ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
  const lists = new Set(
    Object.entries(shape)
      .filter(([, field]) => takesList(field))
      .map(([name]) => name),
  );
  const names = new Set([...lists, ...[...data.keys()].map((key) => key.replace(/\[\]$/, ''))]);
  const fields: FormFields = {};
  for (const name of names) {
    const values = [...data.getAll(name), ...data.getAll(`${name}[]`)].filter((value) => !isBlank(value));
    fields[name] = lists.has(name) || values.length > 1 ? values : values[0];
  }
  return fields;
}
