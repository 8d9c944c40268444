/**
 * Operator script: creates an event from a JSON file (the fields of POST /api/admin/events:
 * shared/schemas/community.ts createEventSchema).
 *   TABLE_NAME=<table> npx tsx scripts/admin/create-event.ts <event.json>
 * Operators who are signed in can do the same with POST /api/admin/events (Cognito group `admins`).
 */
import { readFile } from 'node:fs/promises';
import { ulid } from 'ulid';
import { describeValidationError } from '#shared/schemas/api-error';
import { createEventSchema } from '#shared/schemas/community';
import { prepareScriptEnvironment } from '../catalog/script-environment';

if (import.meta.url === `file://${process.argv[1]}`) {
  const usage = 'Usage: TABLE_NAME=<table> npx tsx scripts/admin/create-event.ts <event.json>';
  prepareScriptEnvironment(usage);
  const file = process.argv[2];
  if (!file) {
    console.error(usage);
    process.exit(1);
  }
  const parsed = createEventSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    console.error(describeValidationError(parsed.error).message);
    process.exit(1);
  }
  const { createEvent } = await import('../../functions/community/events-repository');
  const event = await createEvent(ulid(), parsed.data);
  console.log(`Created event ${event.id}: ${event.title} (${event.maxAttendees} spots)`);
}
