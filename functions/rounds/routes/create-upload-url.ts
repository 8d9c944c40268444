import { photoUploadRequestSchema } from '#shared/schemas/photo';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { photosBucket, s3Client } from '../../lib/s3-client';
import { presignPhotoUpload } from '../photos';

/**
 * POST /api/rounds/upload-url: a presigned PUT for one photo (image type, at most 5 MB, both signed) to a
 * new key under the golfer's own prefix. Nothing is stored: the round saves the key once the PUT is done.
 */
export const createUploadUrl: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a presigned upload is no round: the photo counts once a round points at it' },
  async handle(event, session) {
    const input = parseJsonBody(event, photoUploadRequestSchema);
    return json(200, await presignPhotoUpload(await s3Client(), photosBucket(), session.userId, input));
  },
};
