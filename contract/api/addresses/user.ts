/** Where the shopper's profile and favourites answer: method and path, no zod (docs/decisions/257). */
export const userAddresses = {
  profile: { method: 'get', path: '/api/user/profile' },
  updateProfile: { method: 'post', path: '/api/user/profile/update' },
  addAddress: { method: 'post', path: '/api/user/profile/add-address' },
  favourites: { method: 'get', path: '/api/user/favourites' },
  removeFavourite: { method: 'post', path: '/api/user/favourites/remove/:productId' },
  addFavourite: { method: 'post', path: '/api/user/favourites/:productId' },
} as const;
