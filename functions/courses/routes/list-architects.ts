import { listArchitects as listArchitectNames } from '../courses-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** GET /api/architects: the distinct architect names of all courses, sorted. */
export const listArchitects: SessionRoute = {
  auth: 'session',
  async handle() {
    const names = await listArchitectNames();
    return json(
      200,
      names.sort((a, b) => a.localeCompare(b)),
    );
  },
};
