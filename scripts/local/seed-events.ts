import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { encodeTime } from 'ulid';
import { createEventSchema, type CreateEventInput } from '#shared/schemas/community';
import { createEvent } from '../../functions/community/events-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A few events an operator might create, so the local Events screen has something to reserve. */
function localEvents(now: number): { id: string; input: CreateEventInput }[] {
  const date = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const event = (n: number, input: CreateEventInput) => ({
    // Fixed ids: the seed runs on every start and writes each event only once.
    id: `${encodeTime(n * 1000, 10)}SEEDEVENTS000000`,
    input,
  });
  return [
    event(1, {
      title: 'Links Weekend at Kingsbarns',
      description: 'Two rounds on the Fife coast with a links caddie clinic between them.',
      location: 'Kingsbarns, Scotland',
      startDate: date(45),
      endDate: date(47),
      maxAttendees: 16,
      price: '$1,450 per player',
      category: 'Tour',
    }),
    event(2, {
      title: 'Members’ Stableford at Bethpage Black',
      description: 'Eighteen holes of Stableford on the Black, prizes for the top three.',
      location: 'Farmingdale, New York, United States',
      startDate: date(30),
      maxAttendees: 20,
      price: '$180 per player',
      category: 'Tournament',
    }),
    event(3, {
      title: 'Sand Belt Masterclass',
      description: 'Three days on Melbourne’s sand belt with a course architecture historian.',
      location: 'Melbourne, Australia',
      startDate: date(90),
      endDate: date(92),
      isPremiumOnly: true,
      maxAttendees: 12,
      price: '$3,200 per player',
      category: 'Tour',
    }),
  ];
}

/** Writes the local events that are not there yet (an operator creates events in AWS: README). */
export async function seedEvents(now = Date.now()): Promise<number> {
  let created = 0;
  for (const { id, input } of localEvents(now)) {
    try {
      await createEvent(id, createEventSchema.parse(input));
      created += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return created;
}
