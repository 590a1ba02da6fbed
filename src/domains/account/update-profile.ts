import { isCompleteAddress } from '../../../contract/address';
import { shopRoutes } from '../../../contract/api/shop-routes';
import { fieldErrors } from '../../../contract/auth';
import type { Address, UserProfile } from '../../../contract/order';
import { type ProfileUpdateInput, profileUpdateSchema } from '../../../contract/profile';
import { callShop } from '../../api/call';
import { saveProfile } from './profile-mirror';

export const UPDATE_PROFILE_FAILED = 'Failed to update profile';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dob: string;
  address: Address[];
};

/** The form's index of each address that is sent: only complete ones are (spec 000 s5). */
function sentAddressIndexes(values: ProfileFormValues): number[] {
  return values.address.flatMap((address, index) => (isCompleteAddress(address) ? [index] : []));
}

/** The body of profile/update: only complete addresses are sent (spec 000 s5, "Profile save"). */
export function profileUpdateBody(values: ProfileFormValues): ProfileUpdateInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    dob: values.dob || null,
    address: sentAddressIndexes(values)
      .map((index) => values.address[index] as Address)
      .map(({ _id, ...address }) => ({ ...address, country: address.country || 'India' })),
  };
}

/**
 * Field messages keyed by the body's paths ('email', 'address.0.state': the n-th address SENT)
 * turned into the form's paths ('address.2.state': the form's row), so each lands on its field.
 */
export function toFormErrors(errors: Record<string, string>, values: ProfileFormValues): Record<string, string> {
  const sent = sentAddressIndexes(values);
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^address\.(\d+)\.(.+)$/.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    result[match && row !== undefined ? `address.${row}.${match[2]}` : path] = message;
  }
  return result;
}

/**
 * The contract's rules on what would be sent, with their messages on the form's fields (the
 * same schema the server applies, so a form that passes is not refused for its fields).
 */
export function validateProfile(values: ProfileFormValues): Record<string, string> {
  const parsed = profileUpdateSchema.safeParse(profileUpdateBody(values));
  return parsed.success ? {} : toFormErrors(fieldErrors(parsed.error), values);
}

/** POST user/profile/update; the answer replaces the mirrored profile. */
export async function updateProfile(values: ProfileFormValues): Promise<UserProfile> {
  const body = profileUpdateSchema.parse(profileUpdateBody(values));
  const profile = await callShop(shopRoutes.user.updateProfile, { body });
  await saveProfile(profile);
  return profile;
}
