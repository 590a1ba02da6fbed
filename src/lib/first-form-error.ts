/**
 * The spec checks form fields in a fixed order and shows only the first failing message, with
 * that field flagged. Given all field errors, keep the first one in `order`.
 */
export function firstFormError(errors: Record<string, unknown>, order: readonly string[]): Record<string, string> {
  for (const field of order) {
    const message = errors[field];
    if (typeof message === 'string' && message.length > 0) return { [field]: message };
  }
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message.length > 0) return { [field]: message };
  }
  return {};
}
