import type { YearInGolf } from '#shared/year-in-golf/year-in-golf-schema';
import type { ShareCard } from '@/shared/share-card/share-card';

/** The year's share card: the app's card (shared/share-card) with the year's figures and courses. */
export function yearCard(answer: YearInGolf, name: string): ShareCard {
  const figures = answer.figures;
  return {
    title: `FESCUE · MY ${answer.year} IN GOLF`,
    name,
    stats: [
      ['Rounds', figures?.rounds ?? 0],
      ['New courses', figures?.newCourseIds.length ?? 0],
      [(figures?.countries.length ?? 0) === 1 ? 'Country' : 'Countries', figures?.countries.length ?? 0],
      ['Miles traveled', figures?.miles.miles ?? 0],
    ],
    points: (figures?.courses ?? []).flatMap((course) =>
      course.latitude !== null && course.longitude !== null
        ? [{ latitude: course.latitude, longitude: course.longitude }]
        : [],
    ),
    footer: `My ${answer.year} in golf, from the rounds I logged in Fescue`,
  };
}

export const yearCardFileName = (year: number) => `fescue-${year}-in-golf.png`;
