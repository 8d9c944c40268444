import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Flag, Map, Trophy, Users } from 'lucide-react';

export interface UpcomingScreen {
  /** The screen's title as the spec names it. */
  title: string;
  icon: LucideIcon;
  summary: string;
  /** What the screen will hold, in the spec's words. */
  features: readonly string[];
}

/** Screens that later issues build (spec §2). Each route says honestly what will be there. */
export const upcomingScreens = {
  map: {
    title: 'Interactive Golf Course Map',
    icon: Map,
    summary: 'Every course you have played and every one on your bucket list, on one map of the world.',
    features: [
      'Search courses, locations or architects',
      'Filter by continent, played or wishlist',
      'Street, satellite and terrain views',
    ],
  },
  achievements: {
    title: 'Leaderboard',
    icon: Trophy,
    summary: 'Achievements earned on the road, with prestige points and your mastery level.',
    features: [
      'Achievements earned and in progress',
      'Personalised recommendations for what to chase next',
      'Prestige points and mastery level',
    ],
  },
  community: {
    title: 'Community',
    icon: Users,
    summary: 'Stories from members about the courses that moved them.',
    features: ['Premium stories from fellow members', 'Featured members and recent activity'],
  },
  events: {
    title: 'Events',
    icon: CalendarDays,
    summary: 'Tournaments and golf tours for members, with places you can reserve.',
    features: ['Upcoming tournaments and tours', 'Spots left and reservations'],
  },
  rounds: {
    title: 'Round History',
    icon: Flag,
    summary: 'Every round you have logged, with scores, notes and photos.',
    features: [
      'Total rounds, best and average score, courses played',
      'Search, sort and filter by year or score',
      'Edit a round or rate the course',
    ],
  },
} as const satisfies Record<string, UpcomingScreen>;

export type UpcomingScreenId = keyof typeof upcomingScreens;
