import { z } from 'zod';
import { addressSchema } from '../address';
import { favouriteItemSchema } from '../favourites-schema';
import { userProfileSchema } from '../order';
import { profileUpdateSchema } from '../profile';
import { userAddresses } from './addresses/user';
import { defineRoute, json, productIdParams } from './route';

const favouriteList = z.array(favouriteItemSchema);

/** The shopper's profile (spec 000 section 7) and favourites (docs/decisions/158). */
export const userApi = {
  profile: defineRoute({
    ...userAddresses.profile,
    access: 'customer',
    summary: "The shopper's profile with addresses",
    answer: json(userProfileSchema),
  }),
  updateProfile: defineRoute({
    ...userAddresses.updateProfile,
    access: 'customer',
    summary: 'Change name, phone, e-mail, birthday and addresses',
    body: profileUpdateSchema,
    answer: json(userProfileSchema),
  }),
  addAddress: defineRoute({
    ...userAddresses.addAddress,
    access: 'customer',
    summary: 'Save one more address',
    body: addressSchema,
    answer: json(userProfileSchema, 201),
  }),
  favourites: defineRoute({
    ...userAddresses.favourites,
    access: 'customer',
    summary: "The shopper's favourites, each with its product",
    answer: json(favouriteList),
  }),
  removeFavourite: defineRoute({
    ...userAddresses.removeFavourite,
    access: 'customer',
    summary: 'Remove a favourite; answers the list',
    params: productIdParams,
    idempotent: true,
    answer: json(favouriteList),
  }),
  addFavourite: defineRoute({
    ...userAddresses.addFavourite,
    access: 'customer',
    summary: 'Add a favourite (201, or 200 when it was one already); answers the list',
    params: productIdParams,
    idempotent: true,
    answer: json(favouriteList, 201),
  }),
} as const;
