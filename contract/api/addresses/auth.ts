/** Where a shopper's account answers: method and path, no zod (docs/decisions/257). */
export const authAddresses = {
  register: { method: 'post', path: '/api/auth/register' },
  login: { method: 'post', path: '/api/auth/login' },
  isLoggedIn: { method: 'get', path: '/api/auth/IsLoggedIn' },
  logout: { method: 'post', path: '/api/auth/logout' },
  requestPasswordReset: { method: 'post', path: '/api/auth/reset-password-request' },
  resetPassword: { method: 'post', path: '/api/auth/reset-password/:token' },
} as const;
