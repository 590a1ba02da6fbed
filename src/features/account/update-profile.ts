import { isCompleteAddress } from '../../../contract/address';
import type { Address, UserProfile } from '../../../contract/order';
import { type ProfileUpdateInput, profileUpdateSchema } from '../../../contract/profile';
import { api } from '../../api/client';
import { saveProfile } from '../../data/profile-mirror';

export const UPDATE_PROFILE_FAILED = 'Failed to update profile';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dob: string;
  address: Address[];
};

/** The body of profile/update: only complete addresses are sent (spec 000 s5, "Profile save"). */
export function profileUpdateBody(values: ProfileFormValues): ProfileUpdateInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    dob: values.dob || null,
    address: values.address
      .filter((address) => isCompleteAddress(address))
      .map(({ _id, ...address }) => ({ ...address, country: address.country || 'India' })),
  };
}

/** POST user/profile/update; the answer replaces the mirrored profile. */
export async function updateProfile(values: ProfileFormValues): Promise<UserProfile> {
  const body = profileUpdateSchema.parse(profileUpdateBody(values));
  const profile = await api.post<UserProfile>('user/profile/update', body);
  await saveProfile(profile);
  return profile;
}
