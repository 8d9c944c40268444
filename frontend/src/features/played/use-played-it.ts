import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { MarkPlayedInput, PlayedMark } from '#shared/played/played-mark';
import type { MyMapCourse } from '#shared/schemas/course-map';
import { cacheKeys } from '@/shared/api/cache-keys';
import { apiErrorMessage } from '@/shared/api/http';
import { useToast } from '@/shared/ui/toast';
import { useMyMapCourses } from '@/features/map';
import { markCoursePlayed, refreshPlayedData, unmarkCoursePlayed, usePlayedMarks } from './api/played-marks';
import { PLAYED_TOASTS } from './played-toasts';

/**
 * Where a course stands for the golfer: `rounds` (played by rounds logged there: an ordinary played course),
 * `marked` (played without a round), or `not-played`.
 */
export type PlayedState = 'rounds' | 'marked' | 'not-played';

/**
 * docs/product-rules.md#played-without-a-round: marks a course played, changes when, or takes the mark away.
 * The state comes from the golfer's marks and the map's statuses (one request each, shared by every control
 * on the page). A change shows at once (optimistic), and is taken back with an error toast when the API
 * refuses it.
 */
export function usePlayedIt(courseId: string, playedByRounds?: boolean) {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const marks = usePlayedMarks();
  const statuses = useMyMapCourses();
  const [pending, setPending] = useState(false);
  const mark = marks.data?.find((one) => one.courseId === courseId);
  const onMap = statuses.data?.find((course) => course.id === courseId);
  const byRounds = playedByRounds ?? (onMap?.status === 'played' && !onMap.playedWithoutRound);
  const state: PlayedState = byRounds ? 'rounds' : mark ? 'marked' : 'not-played';

  const showOnMap = (withoutRound: boolean | null) =>
    mutate<MyMapCourse[]>(
      cacheKeys.myMap,
      (courses) =>
        courses?.map((course) =>
          course.id !== courseId
            ? course
            : withoutRound === null
              ? {
                  ...course,
                  status: course.onBucketList ? 'bucket-list' : 'available',
                  playedWithoutRound: false,
                }
              : { ...course, status: 'played', playedWithoutRound: withoutRound },
        ),
      { revalidate: false },
    );

  const save = async (input: MarkPlayedInput): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    const optimistic: PlayedMark = {
      courseId,
      year: input.year ?? null,
      before2000: input.before2000 === true,
      note: mark?.note ?? null,
      markedAt: mark?.markedAt ?? new Date().toISOString(),
      importBatchId: null,
    };
    await Promise.all([
      mutate<PlayedMark[]>(
        cacheKeys.playedMarks,
        (list) => [...(list ?? []).filter((one) => one.courseId !== courseId), optimistic],
        { revalidate: false },
      ),
      state === 'rounds' ? undefined : showOnMap(true),
    ]);
    try {
      await markCoursePlayed(courseId, { ...input, ...(mark?.note ? { note: mark.note } : {}) });
      toast(mark ? PLAYED_TOASTS.changed : PLAYED_TOASTS.marked);
      return true;
    } catch (error) {
      console.error('Marking a course played failed', error);
      toast({
        ...PLAYED_TOASTS.markFailed,
        description: apiErrorMessage(error, PLAYED_TOASTS.markFailed.description),
      });
      return false;
    } finally {
      await refreshPlayedData(mutate);
      setPending(false);
    }
  };

  const remove = async (): Promise<boolean> => {
    if (pending || !mark) return false;
    setPending(true);
    await Promise.all([
      mutate<PlayedMark[]>(
        cacheKeys.playedMarks,
        (list) => list?.filter((one) => one.courseId !== courseId),
        {
          revalidate: false,
        },
      ),
      state === 'marked' ? showOnMap(null) : undefined,
    ]);
    try {
      await unmarkCoursePlayed(courseId);
      toast(PLAYED_TOASTS.unmarked);
      return true;
    } catch (error) {
      console.error('Removing a played mark failed', error);
      toast({
        ...PLAYED_TOASTS.unmarkFailed,
        description: apiErrorMessage(error, PLAYED_TOASTS.unmarkFailed.description),
      });
      return false;
    } finally {
      await refreshPlayedData(mutate);
      setPending(false);
    }
  };

  return { state, mark, ready: marks.data !== undefined, pending, save, remove };
}
