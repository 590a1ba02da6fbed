import { type AddressInput, addressSchema } from '../../../contract/address';
import { shopRoutes } from '../../../contract/api/shop-routes';
import type { UserProfile } from '../../../contract/order';
import { callShop } from '../../api/call';
import { saveProfile } from '../account/profile-mirror';

/** POST user/profile/add-address; the answer (the profile) replaces the mirror. */
export async function addAddress(input: AddressInput): Promise<UserProfile> {
  const profile = await callShop(shopRoutes.user.addAddress, { body: addressSchema.parse(input) });
  await saveProfile(profile);
  return profile;
}
