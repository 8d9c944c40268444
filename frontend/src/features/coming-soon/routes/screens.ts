import type { LucideIcon } from 'lucide-react';
import { Flag, Map, Stamp } from 'lucide-react';

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
  passport: {
    title: 'Passport',
    icon: Stamp,
    summary: "Document your journey through the world's finest golf destinations.",
    features: [
      'A wall of statistics: courses, countries, cities, best scores and miles travelled',
      'Championship venues you have played, from US Open hosts to Ryder Cup courses',
      'Search, filters and sorting across every course in your archive',
      'Course cards, round history and a map of your destinations',
    ],
  },
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
