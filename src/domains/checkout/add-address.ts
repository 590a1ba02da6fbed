import { type AddressInput, addressSchema } from '../../../contract/address';
import type { UserProfile } from '../../../contract/order';
import { api } from '../../api/client';
import { saveProfile } from '../account/profile-mirror';

/** POST user/profile/add-address; the answer (the profile) replaces the mirror. */
export async function addAddress(input: AddressInput): Promise<UserProfile> {
  const profile = await api.post<UserProfile>('user/profile/add-address', addressSchema.parse(input));
  await saveProfile(profile);
  return profile;
}
