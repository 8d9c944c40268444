/**
 * SWR keys are the request paths (spec §7: data loads from the path the key names). Features share these
 * constants, never each other's modules, so one feature can refresh data another one shows.
 */
export const cacheKeys = {
  authUser: '/api/auth/user',
  user: '/api/user',
} as const;
