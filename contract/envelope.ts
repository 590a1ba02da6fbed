/**
 * Every JSON body the API sends is one of these two shapes (DESIGN.md, "API conventions").
 * Where the spec says "reads data.X" it means the envelope's `data`.
 */
export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = {
  success: false;
  message: string;
  /** Field name → the spec's validation message for that field. */
  errors?: Record<string, string>;
};
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
