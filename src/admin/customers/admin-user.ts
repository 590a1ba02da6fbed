import type { SessionUser } from '../../../contract/auth';
import type { Address } from '../../../contract/order';

/** A user as the admin user endpoints send it (spec 001 section 3). */
export type AdminUser = SessionUser & {
  createdAt: string;
  orders: { orderId: string; status: string }[];
  address: Address[];
};

export function roleLabel(user: Pick<AdminUser, 'isAdmin'>): 'Administrator' | 'Regular User' {
  return user.isAdmin ? 'Administrator' : 'Regular User';
}
