/**
 * SWR keys are the request paths (spec §7: data loads from the path the key names). Features share these
 * constants, never each other's modules, so one feature can refresh data another one shows.
 */
export const cacheKeys = {
  authUser: '/api/auth/user',
  user: '/api/user',
  featuredCourses: '/api/courses?scope=featured',
  /** Every page of the golfer's own courses with today's community figures (walked whole by its reader). */
  myCourses: '/api/courses?scope=mine&limit=100',
  course: (id: string) => `/api/courses/${encodeURIComponent(id)}`,
  courseSearch: (text: string) => `/api/courses/search?q=${encodeURIComponent(text)}`,
  courseSpelling: (text: string) => `/api/courses/search/suggestion?q=${encodeURIComponent(text)}`,
  externalCourseSearch: (text: string) => `/api/external-courses/search?query=${encodeURIComponent(text)}`,
  /** Every paged GET /api/rounds key starts with this path: refresh them all with a key filter. */
  rounds: '/api/rounds',
  recentRounds: '/api/rounds/recent',
  userStats: '/api/user/stats',
  /** A course's community ratings, the golfer's own rating and draft, and its shared comments. */
  courseRatings: (id: string) => `/api/courses/${encodeURIComponent(id)}/ratings`,
  myRating: (id: string) => `/api/courses/${encodeURIComponent(id)}/my-rating`,
  sharedComments: (id: string) => `/api/courses/${encodeURIComponent(id)}/ratings/comments`,
  golfersChoice: '/api/courses/golfers-choice',
  architectStats: '/api/user/architect-stats',
  /** GET /api/user/passport (its key carries the golfer's day: refresh with a key filter). */
  passport: '/api/user/passport',
  /** Every page of GET /api/user/bucket-list starts with this path. */
  bucketList: '/api/user/bucket-list',
  /** The golfer's played and listed courses with their map status (the hearts read it too). */
  myMap: '/api/user/map',
  /** Issue 18: achievements, recommendations (with the pinned quest) and the leaderboard. */
  achievements: '/api/achievements',
  recommendations: '/api/achievements/recommendations',
  leaderboard: '/api/achievements/leaderboard',
  communityStories: '/api/community/stories',
  communityOverview: '/api/community/overview',
  events: '/api/events',
} as const;
