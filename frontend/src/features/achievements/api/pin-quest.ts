import * as z from 'zod';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { questPinSchema } from '#shared/schemas/achievement';
import { cacheKeys } from '@/shared/api/cache-keys';
import { sendJson } from '@/shared/api/http';

const QUEST_PATH = '/api/achievements/quest';
const pinnedSchema = z.object({ pinnedId: z.string().nullable() });

/** Begin Quest: PUT /api/achievements/quest pins a recommendation to the dashboard (null unpins). */
export function usePinQuest() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    QUEST_PATH,
    (path: string, { arg }: { arg: string | null }) =>
      sendJson('PUT', path, questPinSchema.parse({ achievementId: arg }), pinnedSchema),
    { throwOnError: true, onSuccess: () => void mutate(cacheKeys.recommendations) },
  );
}
