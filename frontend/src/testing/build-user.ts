import type { User } from '#shared/schemas/user';

/** A signed-in golfer as GET /api/auth/user returns it; override what a test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'bobby@fescue.golf',
    firstName: 'Bobby',
    lastName: 'Jones',
    profileImageUrl: null,
    username: null,
    handicap: 7.3,
    ghinNumber: '1234567',
    ghinHandicap: 6.8,
    isPremium: false,
    leaderboardOptIn: false,
    homeCourseId: null,
    homeCourse: 'East Lake Golf Club',
    city: 'Atlanta',
    state: 'GA',
    country: 'USA',
    createdAt: '2024-03-15T10:00:00.000Z',
    updatedAt: '2024-03-15T10:00:00.000Z',
    ...overrides,
  };
}
