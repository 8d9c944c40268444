import { storyReportResponseSchema, storyReportSchema } from '#shared/schemas/community';
import { sendJson } from '@/shared/api/http';

/** POST /api/community/stories/{id}/report: flags a story for an operator. */
export function reportStory(id: string, reason: string) {
  return sendJson(
    'POST',
    `/api/community/stories/${encodeURIComponent(id)}/report`,
    storyReportSchema.parse({ reason }),
    storyReportResponseSchema,
  );
}
