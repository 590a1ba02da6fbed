/** The wizard's steps and what each needs before Next is enabled (spec 000 sections 4 and 5). */
export const RETURN_STEPS = ['Select Product', 'Select Reason', 'Add Details', 'Review'] as const;

/** See docs/decisions/120-return-reasons.md. */
export const RETURN_REASONS = [
  'Damaged or defective product',
  'Wrong item received',
  'Item does not match the description',
  'Size or colour not as expected',
  'Quality not as expected',
  'Other',
] as const;

export type ReturnDraft = {
  productId: string | null;
  /** How many units of the line (asked when more than one can be returned: docs/decisions/187). */
  quantity: number;
  reason: string | null;
  description: string;
  image: File | Blob | null;
};

export const emptyDraft: ReturnDraft = { productId: null, quantity: 1, reason: null, description: '', image: null };

/** Whether step `step` (0-based) is complete; the last step (Review) is always ready to submit. */
export function stepComplete(step: number, draft: ReturnDraft): boolean {
  if (step === 0) return Boolean(draft.productId) && Number.isInteger(draft.quantity) && draft.quantity >= 1;
  if (step === 1) return Boolean(draft.reason);
  if (step === 2) return draft.description.trim().length > 0 && draft.image !== null;
  return stepComplete(0, draft) && stepComplete(1, draft) && stepComplete(2, draft);
}
