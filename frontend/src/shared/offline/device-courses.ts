import type { CourseSearchResult } from '#shared/schemas/course';
import type { CreateCourse } from '#shared/schemas/course-requests';
import { recallReadsStartingWith } from './read-cache';

/**
 * The courses a golfer can pick with no signal (docs/product-rules.md#offline): those of their rounds this
 * device has listed (recent rounds, Round History), of their bucket list as this device last read it (GET
 * /api/user/bucket-list, `entries[].course`) and the course pages it has opened, as the read cache kept them.
 */
type Summary = {
  id: string;
  name: string;
  city?: string;
  state?: string | null;
  country?: string;
  courseType?: CourseSearchResult['courseType'];
  architect?: string | null;
};

const COURSE_PAGE = /^\/api\/courses\/[^/?]+$/;

function isSummary(value: unknown): value is Summary {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Summary).id === 'string' &&
    typeof (value as Summary).name === 'string'
  );
}

/**
 * What the picker and the round form need of a course; figures the summary lacks take the defaults
 * (docs/product-rules.md#courses).
 */
function asSearchResult(course: Summary): CourseSearchResult {
  return {
    id: course.id,
    name: course.name,
    city: course.city ?? '',
    state: course.state ?? null,
    country: course.country ?? '',
    courseType: course.courseType ?? 'public',
    courseRating: null,
    slopeRating: 113,
    architect: course.architect ?? null,
    yearBuilt: null,
    exclusivityRating: 0,
  };
}

function bucketCoursesOf(body: unknown): unknown[] {
  const entries =
    typeof body === 'object' && body !== null ? (body as { entries?: unknown }).entries : undefined;
  return Array.isArray(entries)
    ? entries.map((entry: unknown) =>
        typeof entry === 'object' && entry !== null ? (entry as { course?: unknown }).course : undefined,
      )
    : [];
}

function roundsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && Array.isArray((body as { rounds?: unknown }).rounds)) {
    return (body as { rounds: unknown[] }).rounds;
  }
  return [];
}

/** Courses of rounds first (most recent round first), then the bucket list, then course pages, each once. */
export async function listDeviceCourses(): Promise<CourseSearchResult[]> {
  const [roundReads, bucketReads, courseReads] = await Promise.all([
    recallReadsStartingWith('/api/rounds'),
    recallReadsStartingWith('/api/user/bucket-list'),
    recallReadsStartingWith('/api/courses/'),
  ]);
  const seen = new Map<string, CourseSearchResult>();
  const rounds = roundReads
    .flatMap((read) => roundsOf(read.body))
    .filter((round): round is { playedAt: string; course: unknown } => {
      return (
        typeof round === 'object' &&
        round !== null &&
        typeof (round as { playedAt?: unknown }).playedAt === 'string'
      );
    })
    .sort((a, b) => b.playedAt.localeCompare(a.playedAt));
  for (const round of rounds) {
    if (isSummary(round.course) && !seen.has(round.course.id)) {
      seen.set(round.course.id, asSearchResult(round.course));
    }
  }
  for (const course of bucketReads.flatMap((read) => bucketCoursesOf(read.body))) {
    if (isSummary(course) && !seen.has(course.id)) seen.set(course.id, asSearchResult(course));
  }
  for (const read of courseReads) {
    if (COURSE_PAGE.test(read.path) && isSummary(read.body) && !seen.has(read.body.id)) {
      seen.set(read.body.id, asSearchResult(read.body));
    }
  }
  return [...seen.values()];
}

/**
 * Courses typed offline, by the id the picker handed out for them: the round form finds here what to
 * create on sync. Kept in memory only while the form is open; the outbox entry keeps it after saving.
 */
const typedCourses = new Map<string, CreateCourse>();

export function rememberTypedCourse(id: string, course: CreateCourse): void {
  typedCourses.set(id, course);
}

export function typedCourseFor(id: string): CreateCourse | null {
  return typedCourses.get(id) ?? null;
}
