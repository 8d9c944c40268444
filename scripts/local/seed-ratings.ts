import { submitCourseRating } from '../../functions/ratings/my-rating-repository';
import { ratingSubmissionSchema, type RatingSubmissionInput } from '#shared/schemas/rating';

/**
 * Course ratings of the seeded golfers who travelled with the demo golfer, so a first `npm start` shows
 * Community Ratings on a few course pages (with the demo golfer's own rounds, three or four raters each) and
 * The Fescue List on Club Profiles. Written through the API's own repository, never as hand-made aggregates.
 * Kingsbarns gets one rating here (two with the demo golfer's): its page shows "Not enough ratings yet".
 */
export const SEED_RATINGS: Readonly<Record<string, readonly [string, RatingSubmissionInput][]>> = {
  'sam@fescue.golf': [
    [
      'bandon-dunes',
      {
        overallExperience: 9.5,
        architectureDesign: 9,
        landscapeScenery: 10,
        courseCondition: 8.5,
        serviceHospitality: 9,
        amenitiesClubhouse: 8,
        challengeValue: 8.5,
        exclusivityPrivacy: 6,
        valuePricing: 7.5,
        ratingTags: ['Memorable', 'Breathtaking Views', 'Strategic', 'Attentive Caddies'],
        comments: 'Take a caddie on your first loop: the wind changes every club on the back nine.',
        shareComments: true,
      },
    ],
    [
      'pacific-dunes',
      {
        overallExperience: 10,
        architectureDesign: 10,
        landscapeScenery: 10,
        courseCondition: 9,
        challengeValue: 9.5,
        valuePricing: 8,
        ratingTags: ['World-Class', 'Architectural Gem', 'Scenic', 'Shot Variety'],
        comments: 'Doak at his best. The 11th into the wind is a par 3 you will talk about for years.',
        shareComments: true,
      },
    ],
    [
      'old-course-st-andrews',
      {
        overallExperience: 10,
        architectureDesign: 9.5,
        landscapeScenery: 8,
        courseCondition: 8.5,
        serviceHospitality: 8,
        amenitiesClubhouse: 7.5,
        challengeValue: 9,
        exclusivityPrivacy: 4,
        valuePricing: 8.5,
        ratingTags: ['Memorable', 'Classic Design', 'Strategic Play', 'Worth the Price'],
      },
    ],
  ],
  'priya@fescue.golf': [
    [
      'bandon-dunes',
      {
        overallExperience: 9,
        architectureDesign: 8.5,
        landscapeScenery: 9.5,
        courseCondition: 9,
        serviceHospitality: 8.5,
        amenitiesClubhouse: 8.5,
        challengeValue: 8,
        exclusivityPrivacy: 6.5,
        valuePricing: 7,
        ratingTags: ['Scenic', 'Breathtaking Views', 'Firm Fairways', 'Welcoming'],
        comments: 'Worth every mile of the drive. Stay for dinner at the lodge.',
        shareComments: true,
      },
    ],
    [
      'pacific-dunes',
      {
        overallExperience: 9.5,
        architectureDesign: 9.5,
        landscapeScenery: 10,
        courseCondition: 8.5,
        challengeValue: 9,
        valuePricing: 7.5,
        ratingTags: ['World-Class', 'Strategic', 'Natural Beauty'],
      },
    ],
    [
      'pebble-beach-golf-links',
      {
        overallExperience: 9,
        architectureDesign: 8,
        landscapeScenery: 10,
        courseCondition: 8.5,
        serviceHospitality: 9,
        amenitiesClubhouse: 9.5,
        challengeValue: 8,
        exclusivityPrivacy: 5,
        valuePricing: 4.5,
        ratingTags: ['Breathtaking Views', 'Water Features', 'Expensive', 'Luxury Amenities'],
        comments: 'Once in a lifetime, and priced like it. The 7th and 8th are everything they say.',
        shareComments: true,
      },
    ],
  ],
  'luis@fescue.golf': [
    [
      'bandon-dunes',
      {
        overallExperience: 8.5,
        architectureDesign: 8.5,
        landscapeScenery: 9.5,
        courseCondition: 8,
        challengeValue: 8.5,
        valuePricing: 8,
        ratingTags: ['Scenic', 'Fair Challenge', 'Great Value'],
      },
    ],
    [
      'pebble-beach-golf-links',
      {
        overallExperience: 8.5,
        architectureDesign: 8,
        landscapeScenery: 9.5,
        courseCondition: 8,
        serviceHospitality: 8.5,
        amenitiesClubhouse: 9,
        challengeValue: 7.5,
        valuePricing: 5,
        ratingTags: ['Scenic', 'Water Features', 'Premium Experience'],
      },
    ],
    [
      'old-course-st-andrews',
      {
        overallExperience: 9.5,
        architectureDesign: 9,
        landscapeScenery: 7.5,
        courseCondition: 8,
        challengeValue: 9,
        exclusivityPrivacy: 3.5,
        valuePricing: 9,
        ratingTags: ['Memorable', 'Atmospheric', 'Mental Test'],
        comments: 'Hire a caddie and listen to every word. The Road Hole is as hard as the stories.',
        shareComments: true,
      },
    ],
    [
      'kingsbarns-golf-links',
      {
        overallExperience: 9,
        architectureDesign: 8.5,
        landscapeScenery: 9.5,
        ratingTags: ['Scenic'],
      },
    ],
  ],
};

/** Submits a seeded golfer's ratings (when the golfer is created, so once per data folder). */
export async function seedRatings(email: string, userId: string): Promise<number> {
  const ratings = SEED_RATINGS[email] ?? [];
  for (const [courseId, input] of ratings) {
    await submitCourseRating(userId, courseId, ratingSubmissionSchema.parse(input));
  }
  return ratings.length;
}
