/**
 * The continent of a country, in the catalog's spelling (shared/geo/countries.ts), for the travel achievements.
 * The golf home nations are Europe; a country not listed (a new custom course's rarer country) counts for no
 * continent rather than a wrong one.
 */
export const CONTINENTS = [
  'North America',
  'South America',
  'Europe',
  'Africa',
  'Asia',
  'Oceania',
] as const;
export type Continent = (typeof CONTINENTS)[number];

const COUNTRIES_BY_CONTINENT: Record<Continent, readonly string[]> = {
  'North America': [
    'United States', 'Canada', 'Mexico', 'Bahamas', 'Barbados', 'Bermuda', 'Costa Rica', 'Cuba',
    'Dominican Republic', 'Jamaica', 'Panama', 'Puerto Rico', 'Saint Lucia', 'Saint Kitts and Nevis',
    'Turks and Caicos Islands', 'Cayman Islands', 'Trinidad and Tobago', 'Aruba', 'Curaçao', 'Guatemala',
    'Honduras', 'Belize', 'El Salvador', 'Nicaragua', 'Antigua and Barbuda', 'Grenada', 'Haiti',
    'British Virgin Islands', 'Martinique', 'Guadeloupe', 'Sint Maarten', 'Dominica',
    'Saint Vincent and the Grenadines', 'Greenland',
  ],
  'South America': [
    'Argentina', 'Brazil', 'Chile', 'Colombia', 'Peru', 'Uruguay', 'Ecuador', 'Paraguay', 'Venezuela',
    'Bolivia', 'Guyana', 'Suriname', 'French Guiana',
  ],
  Europe: [
    'Scotland', 'England', 'Wales', 'Northern Ireland', 'Ireland', 'United Kingdom', 'France', 'Spain',
    'Portugal', 'Germany', 'Italy', 'Netherlands', 'Belgium', 'Sweden', 'Norway', 'Denmark', 'Finland',
    'Iceland', 'Switzerland', 'Austria', 'Czechia', 'Poland', 'Greece', 'Turkey', 'Cyprus', 'Malta',
    'Hungary', 'Croatia', 'Slovenia', 'Slovakia', 'Estonia', 'Latvia', 'Lithuania', 'Luxembourg', 'Monaco',
    'Isle of Man', 'Jersey', 'Guernsey', 'Gibraltar', 'Bulgaria', 'Romania', 'Serbia', 'Ukraine', 'Russia',
    'Montenegro', 'Andorra', 'Liechtenstein', 'Faroe Islands',
  ],
  Africa: [
    'South Africa', 'Morocco', 'Egypt', 'Kenya', 'Mauritius', 'Tunisia', 'Namibia', 'Zimbabwe', 'Zambia',
    'Botswana', 'Nigeria', 'Ghana', 'Seychelles', 'Uganda', 'Tanzania', 'Eswatini', 'Lesotho', 'Malawi',
    'Mozambique', 'Senegal', 'Ivory Coast', 'Algeria', 'Réunion', 'Madagascar', 'Rwanda', 'Ethiopia',
  ],
  Asia: [
    'Japan', 'China', 'South Korea', 'Thailand', 'Vietnam', 'Malaysia', 'Singapore', 'Indonesia',
    'Philippines', 'India', 'United Arab Emirates', 'Qatar', 'Oman', 'Bahrain', 'Saudi Arabia', 'Jordan',
    'Israel', 'Taiwan', 'Cambodia', 'Laos', 'Sri Lanka', 'Maldives', 'Kuwait', 'Lebanon', 'Kazakhstan',
    'Nepal', 'Bangladesh', 'Pakistan', 'Myanmar', 'Mongolia', 'Georgia', 'Armenia', 'Azerbaijan',
  ],
  Oceania: [
    'Australia', 'New Zealand', 'Fiji', 'French Polynesia', 'New Caledonia', 'Samoa', 'Vanuatu', 'Guam',
    'Tonga', 'Cook Islands', 'Palau', 'Norfolk Island',
  ],
};

const CONTINENT_OF = new Map<string, Continent>(
  CONTINENTS.flatMap((continent) =>
    COUNTRIES_BY_CONTINENT[continent].map((country) => [country.toLowerCase(), continent] as const),
  ),
);

export function continentOf(country: string): Continent | undefined {
  return CONTINENT_OF.get(country.trim().toLowerCase());
}
