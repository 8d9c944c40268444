import * as z from 'zod';
import { numberFromText } from './number-text';

const LIMIT_MESSAGE = 'limit must be a number from 1 to 100';

/** The query of every paged list: an opaque cursor from the previous page, and a page size. */
export const pageQueryShape = {
  cursor: z.string().max(2000).optional(),
  // A query string is text: "20" is read by the shared decimal rule, so "0x14" or "2e1" is not a limit.
  limit: z
    .preprocess(
      numberFromText,
      z
        .number({ error: LIMIT_MESSAGE })
        .int({ error: LIMIT_MESSAGE })
        .min(1, { error: LIMIT_MESSAGE })
        .max(100, { error: LIMIT_MESSAGE }),
    )
    .default(50),
};
