/** The session check's path (cacheKeys.authUser), here without the cache-keys module for the worker's sake. */
export const AUTH_USER_PATH = '/api/auth/user';
