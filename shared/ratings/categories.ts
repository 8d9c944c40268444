/**
 * The nine rating categories of the Rate Your Experience dialog (docs/product-rules.md#ratings): key, label,
 * description and the five quick tags of each, in display order. The first design's "community average"
 * column is not here on purpose: community figures are the exact aggregates of what golfers submitted.
 */
export const RATING_KEYS = [
  'overallExperience',
  'architectureDesign',
  'landscapeScenery',
  'courseCondition',
  'serviceHospitality',
  'amenitiesClubhouse',
  'challengeValue',
  'exclusivityPrivacy',
  'valuePricing',
] as const;
export type RatingKey = (typeof RATING_KEYS)[number];

export interface RatingCategory {
  key: RatingKey;
  label: string;
  description: string;
  tags: readonly [string, string, string, string, string];
}

export const RATING_CATEGORIES: readonly RatingCategory[] = [
  {
    key: 'overallExperience',
    label: 'Overall Experience',
    description: 'Complete impression of atmosphere, flow, memories',
    tags: ['Memorable', 'Atmospheric', 'World-Class', 'Disappointing', 'Exceeded Expectations'],
  },
  {
    key: 'architectureDesign',
    label: 'Architecture & Design',
    description: 'Strategic bunkering, routing, pedigree',
    tags: ['Strategic', 'Classic Design', 'Signature Holes', 'Risk-Reward', 'Architectural Gem'],
  },
  {
    key: 'landscapeScenery',
    label: 'Landscape & Scenery',
    description: 'Views, terrain variety, natural beauty',
    tags: ['Scenic', 'Breathtaking Views', 'Natural Beauty', 'Water Features', 'Mountain Views'],
  },
  {
    key: 'courseCondition',
    label: 'Course Condition',
    description: 'Greens speed/roll, fairway firmness, tee-box quality',
    tags: ['Pristine', 'Fast Greens', 'Firm Fairways', 'Well-Maintained', 'Championship Condition'],
  },
  {
    key: 'serviceHospitality',
    label: 'Service & Hospitality',
    description: 'Staff attentiveness, pro-shop expertise, caddie care',
    tags: ['Exceptional Service', 'Professional Staff', 'Attentive Caddies', 'Welcoming', 'First-Class'],
  },
  {
    key: 'amenitiesClubhouse',
    label: 'Amenities & Clubhouse',
    description: 'Dining, locker rooms, practice facilities, spa',
    tags: ['Luxury Amenities', 'Fine Dining', 'Practice Facilities', 'Historic Clubhouse', 'Spa Services'],
  },
  {
    key: 'challengeValue',
    label: 'Challenge & Shot Value',
    description: 'Risk-reward options, hole variety, mental test',
    tags: ['Challenging', 'Strategic Play', 'Shot Variety', 'Mental Test', 'Fair Challenge'],
  },
  {
    key: 'exclusivityPrivacy',
    label: 'Exclusivity & Privacy',
    description: 'Member-only access, pace of play, crowd levels',
    tags: ['Exclusive', 'Private', 'Uncrowded', 'Member Privileges', 'Peaceful'],
  },
  {
    key: 'valuePricing',
    label: 'Value & Pricing',
    description: 'Green fees vs experience, membership perks',
    tags: ['Great Value', 'Worth the Price', 'Premium Experience', 'Expensive', 'Fair Pricing'],
  },
];

export const RATING_LABELS = Object.fromEntries(
  RATING_CATEGORIES.map((category) => [category.key, category.label]),
) as Record<RatingKey, string>;

/** Every quick tag, each once, in display order (45). */
export const RATING_TAGS: readonly string[] = RATING_CATEGORIES.flatMap((category) => category.tags);
const TAG_SET = new Set(RATING_TAGS);

export function isRatingTag(tag: string): boolean {
  return TAG_SET.has(tag);
}

/** The category a quick tag belongs to. */
export function categoryOfTag(tag: string): RatingKey | undefined {
  return RATING_CATEGORIES.find((category) => category.tags.includes(tag))?.key;
}
