import * as z from 'zod';

const LIMIT_MESSAGE = 'limit must be a number from 1 to 100';

/** The query of every paged list: an opaque cursor from the previous page, and a page size. */
export const pageQueryShape = {
  cursor: z.string().max(2000).optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(100, { error: LIMIT_MESSAGE })
    .default(50),
};
