import { createHttpHandler, type RouteTable } from '../lib/http/http-handler';
import { createUploadUrl } from './routes/create-upload-url';

/** The `rounds` endpoint group (see functions/endpoint-groups.ts). */
export const roundsRoutes = {
  'POST /api/rounds/upload-url': createUploadUrl,
} satisfies RouteTable;

export const handler = createHttpHandler(roundsRoutes);
