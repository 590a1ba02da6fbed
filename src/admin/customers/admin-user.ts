import type { UserProfile } from '../../../contract/order';

/** A user as the admin user endpoints send it (spec 001 section 3): the profile, with addresses and orders. */
export type AdminUser = UserProfile;

export function roleLabel(user: Pick<AdminUser, 'isAdmin'>): 'Administrator' | 'Regular User' {
  return user.isAdmin ? 'Administrator' : 'Regular User';
}
