/**
 * The plain inputs every passport figure is computed from (docs/passport.md): the golfer's rounds and the
 * catalog's facts of the courses involved. Pure data, so the rounds Lambda, the frontend and the achievements
 * rules can all call the same functions.
 */
export interface PassportRound {
  id: string;
  courseId: string;
  score: number;
  par: number;
  holes: number;
  /** YYYY-MM-DD, the golfer's own calendar day of play (no time, no zone). */
  playedAt: string;
  roundType: string;
  /** The round's course-type override (roundCourseType), or null. */
  roundCourseType: string | null;
  /**
   * The tee's 18-hole course rating and slope the golfer gave on the round (from the scorecard), or null:
   * the Passport's averages read them where the catalog publishes none.
   */
  courseRating?: number | null;
  slopeRating?: number | null;
}

export interface PassportCourse {
  id: string;
  name: string;
  city: string;
  state: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  courseType: string;
  /** 1 to 10; 0 when unknown. */
  exclusivityRating: number;
  courseRating: number | null;
  /** Null where only the default 113 is known. */
  slopeRating: number | null;
  architects: readonly string[];
  architectYear: number | null;
  /** Curated facts: links, desert, coastal, historic, parkland... */
  settings: readonly string[];
  championships: readonly { event: string; years?: number[]; since?: number; until?: number }[];
  /** IANA zone from the coordinates, computed when the course is stored; null without coordinates. */
  timeZone: string | null;
}
