import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { ApiError } from './api-error';
import { isMultipart } from './require-json-body';

/**
 * Reads the body as JSON and validates it. An empty body counts as `{}`, so a missing field is
 * reported as that field's message rather than as malformed JSON. The body size is already
 * capped by the /api body limit.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  // Other types with a body never get here (require-json-body.ts), but multipart does, for the
  // upload routes: a JSON route refuses it without reading it.
  if (isMultipart(c)) throw new ApiError(415, messages.bodyNotJson);
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw ApiError.badRequest(messages.malformedJson);
    }
  }
  // Every JSON body of this API is an object; an array, a string or null is not a form.
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw ApiError.badRequest(messages.invalidInput);
  return validate(schema, body);
}

/**
 * Validates input with a contract schema. The message is the first failing field's message
 * (the schemas list fields in the spec's checking order), and `errors` holds one per field.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw ApiError.badRequest(Object.values(errors)[0] ?? messages.invalidInput, errors);
}
