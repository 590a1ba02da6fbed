import { z } from 'zod';
import { addressSchema } from '../address';
import { favouriteItemSchema } from '../favourites-schema';
import { userProfileSchema } from '../order';
import { profileUpdateSchema } from '../profile';
import { defineRoute, json, productIdParams } from './route';

const favouriteList = z.array(favouriteItemSchema);

/** The shopper's profile (spec 000 section 7) and favourites (docs/decisions/158). */
export const userApi = {
  profile: defineRoute({
    method: 'get',
    path: '/api/user/profile',
    access: 'customer',
    summary: "The shopper's profile with addresses",
    answer: json(userProfileSchema),
  }),
  updateProfile: defineRoute({
    method: 'post',
    path: '/api/user/profile/update',
    access: 'customer',
    summary: 'Change name, phone, e-mail, birthday and addresses',
    body: profileUpdateSchema,
    answer: json(userProfileSchema),
  }),
  addAddress: defineRoute({
    method: 'post',
    path: '/api/user/profile/add-address',
    access: 'customer',
    summary: 'Save one more address',
    body: addressSchema,
    answer: json(userProfileSchema, 201),
  }),
  favourites: defineRoute({
    method: 'get',
    path: '/api/user/favourites',
    access: 'customer',
    summary: "The shopper's favourites, each with its product",
    answer: json(favouriteList),
  }),
  removeFavourite: defineRoute({
    method: 'post',
    path: '/api/user/favourites/remove/:productId',
    access: 'customer',
    summary: 'Remove a favourite; answers the list',
    params: productIdParams,
    idempotent: true,
    answer: json(favouriteList),
  }),
  addFavourite: defineRoute({
    method: 'post',
    path: '/api/user/favourites/:productId',
    access: 'customer',
    summary: 'Add a favourite (201, or 200 when it was one already); answers the list',
    params: productIdParams,
    idempotent: true,
    answer: json(favouriteList, 201),
  }),
} as const;
