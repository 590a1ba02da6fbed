/**
 * Test support for the packing desk: each "tablet" is its own admin sign-in (a session), as on
 * the shop floor where several tablets may share one staff account.
 */
import type { PackedResponse, PackingClaim } from '../../contract/packing';
import type { App } from '../app';
import { loginAdmin } from './accounts';
import { type CallResult, call, dataOf } from './requests';

export type Tablet = {
  token: string;
  claim(orderId?: string): Promise<CallResult<PackingClaim>>;
  renew(id: string): Promise<CallResult<{ leaseUntil: string }>>;
  release(id: string): Promise<CallResult<{ released: boolean }>>;
  packed(id: string): Promise<CallResult<PackedResponse>>;
  skip(id: string, body: unknown): Promise<CallResult<PackingClaim>>;
};

export async function signInTablet(app: App, email: string): Promise<Tablet> {
  const { AdminAccessToken: token } = await loginAdmin(app, email);
  const post = <T>(path: string, body?: unknown) => call<T>(app, 'POST', `/api/admin/packing${path}`, { token, body });
  return {
    token,
    claim: (orderId) => post('/claim', orderId ? { orderId } : undefined),
    renew: (id) => post(`/${id}/renew`),
    release: (id) => post(`/${id}/release`),
    packed: (id) => post(`/${id}/packed`),
    skip: (id, body) => post(`/${id}/skip`, body),
  };
}

/** The id of the order a claim answered, or null when there was nothing to pack. */
export function claimedId(result: CallResult<PackingClaim>): string | null {
  return dataOf(result).order?._id ?? null;
}
