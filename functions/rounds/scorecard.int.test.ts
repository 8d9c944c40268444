import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse, unparse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_HEADERS, roundToCsvRow } from '#shared/rounds/csv-columns';
import { csvRecordToImportInput, importRoundsResponseSchema } from '#shared/rounds/csv-import';
import { cardScoreMessage, parThreeFairwayMessage } from '#shared/scorecards/card-rules';
import { roundListResponseSchema, roundSchema, type Round } from '#shared/schemas/round';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { documentClient, tableName } from '../data/dynamo-client';
import { roundKeys } from '../data/keys/round-keys';
import { freshEmail } from '../lib/testing/stack-helpers';
import { useStackTable } from '../lib/testing/stack-table';

useStackTable();

const PEBBLE = 'pebble-beach-golf-links';
const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
const STROKES = [5, 5, 4, 5, 3, 6, 2, 4, 5, 4, 5, 4, 4, 6, 4, 5, 3, 6];
const TOTAL = STROKES.reduce((sum, count) => sum + count, 0);

function fullCard() {
  return {
    teeSetId: null,
    holes: PARS.map((par, index) => ({
      hole: index + 1,
      par,
      strokes: STROKES[index],
      putts: 2,
      fairway: par === 3 ? null : index % 2 === 0 ? 'hit' : 'left',
      penalties: index === 3 ? 1 : null,
    })),
  };
}

async function post(cookie: string, body: Record<string, unknown>) {
  return apiFetch('/api/rounds', { method: 'POST', cookie, body });
}

async function listRounds(cookie: string): Promise<Round[]> {
  const response = await apiFetch('/api/rounds?limit=100', { cookie });
  return roundListResponseSchema.parse(await response.json()).rounds;
}

describe('a round with a scorecard', () => {
  it('is logged with its card, GIR derived from strokes and putts, then edited hole by hole', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const created = await post(cookie, {
      courseId: PEBBLE,
      score: TOTAL,
      playedAt: '2025-05-01',
      scorecard: fullCard(),
    });
    expect(created.status).toBe(201);
    const round = roundSchema.parse(await created.json());
    expect(round.scorecard?.holes).toHaveLength(18);
    // Hole 1: par 4 in 5 with 2 putts, on in 3: no GIR. Hole 7: par 3 in 2 with 2 putts, on in 0: GIR.
    expect(round.scorecard?.holes[0]).toMatchObject({ strokes: 5, putts: 2, gir: false, fairway: 'hit' });
    expect(round.scorecard?.holes[6]).toMatchObject({ strokes: 2, gir: true, fairway: null });
    expect((await getItem(roundKeys.round(userId, round.id)))?.scorecard).toEqual(round.scorecard);

    // A birdie on 18 instead of a par: the card and the score move together.
    const holes = fullCard().holes.map((hole) => (hole.hole === 18 ? { ...hole, strokes: 4 } : hole));
    const edited = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie,
      body: { score: TOTAL - 2, scorecard: { teeSetId: null, holes } },
    });
    expect(edited.status).toBe(200);
    expect(roundSchema.parse(await edited.json()).scorecard?.holes[17]?.strokes).toBe(4);

    // Removing the card leaves the round as a total, as before cards.
    const removed = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie,
      body: { scorecard: null },
    });
    expect(roundSchema.parse(await removed.json())).toMatchObject({ score: TOTAL - 2, scorecard: null });
  });

  it('refuses a score that is not the card total, on create and on an edit of the score alone, writing nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const refused = await post(cookie, { courseId: PEBBLE, score: TOTAL - 1, scorecard: fullCard() });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain(
      cardScoreMessage(TOTAL - 1, TOTAL),
    );
    expect(await listRounds(cookie)).toHaveLength(0);

    const round = roundSchema.parse(
      await (await post(cookie, { courseId: PEBBLE, score: TOTAL, scorecard: fullCard() })).json(),
    );
    const edit = await apiFetch(`/api/rounds/${round.id}`, { method: 'PATCH', cookie, body: { score: 70 } });
    expect(edit.status).toBe(400);
    expect(((await edit.json()) as { message: string }).message).toBe(cardScoreMessage(70, TOTAL));
    expect((await listRounds(cookie))[0]?.score).toBe(TOTAL);
  });

  it('refuses an 18-hole card on a 9-hole round and a fairway on a par 3', async () => {
    const { cookie } = await signIn(freshEmail());
    const nine = await post(cookie, { courseId: PEBBLE, score: TOTAL, holes: 9, scorecard: fullCard() });
    expect(nine.status).toBe(400);
    const card = fullCard();
    card.holes[4] = { ...card.holes[4]!, fairway: 'short' };
    const parThree = await post(cookie, { courseId: PEBBLE, score: TOTAL, scorecard: card });
    expect(parThree.status).toBe(400);
    expect(((await parThree.json()) as { message: string }).message).toContain(parThreeFairwayMessage(5));
    expect(await listRounds(cookie)).toHaveLength(0);
  });

  it('refuses a card edit on another golfer’s round with 404, and a card without a session with 401', async () => {
    const owner = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    const round = roundSchema.parse(
      await (await post(owner.cookie, { courseId: PEBBLE, score: TOTAL, scorecard: fullCard() })).json(),
    );
    const foreign = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie: other.cookie,
      body: { score: TOTAL, scorecard: fullCard() },
    });
    expect(foreign.status).toBe(404);
    const anonymous = await apiFetch('/api/rounds', {
      method: 'POST',
      body: { courseId: PEBBLE, score: TOTAL, scorecard: fullCard() },
    });
    expect(anonymous.status).toBe(401);
  });

  it('travels through the CSV export and back in by the import, card and all', async () => {
    const { cookie } = await signIn(freshEmail());
    const nine = fullCard().holes.slice(9);
    await post(cookie, { courseId: PEBBLE, score: TOTAL, playedAt: '2025-05-02', scorecard: fullCard() });
    await post(cookie, {
      courseId: PEBBLE,
      score: nine.reduce((sum, hole) => sum + (hole.strokes ?? 0), 0),
      holes: 9,
      playedAt: '2025-05-03',
      scorecard: { teeSetId: null, holes: nine },
    });
    const exported = await listRounds(cookie);
    const file = `${unparse([CSV_HEADERS as string[]])}\r\n${unparse(exported.map(roundToCsvRow))}\r\n`;
    expect(file.split('\r\n')[0]).toContain('H1,H2');

    const records = parse<Record<string, string>>(file, { header: true, skipEmptyLines: true }).data;
    const importer = await signIn(freshEmail());
    const response = await apiFetch('/api/rounds/import', {
      method: 'POST',
      cookie: importer.cookie,
      body: { rows: records.map((record) => csvRecordToImportInput(record)) },
    });
    expect(response.status).toBe(200);
    expect(importRoundsResponseSchema.parse(await response.json()).imported).toBe(2);
    const imported = await listRounds(importer.cookie);
    const cards = (rounds: Round[]) =>
      rounds
        .map((round) => ({ playedAt: round.playedAt, score: round.score, scorecard: round.scorecard }))
        .sort((a, b) => a.playedAt.localeCompare(b.playedAt));
    expect(cards(imported)).toEqual(cards(exported));
  });

  it('reads a GHIN round stored before cards, with its holeDetails, as a round with a card', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const round = roundSchema.parse(
      await (await post(cookie, { courseId: PEBBLE, score: 36, holes: 9 })).json(),
    );
    const holeDetails = PARS.slice(0, 9).map((par, index) => ({
      hole: index + 1,
      par,
      raw: par,
      adjusted: par,
      putts: 2,
      fairway: par === 3 ? null : true,
      gir: null,
    }));
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: roundKeys.round(userId, round.id),
        UpdateExpression: 'SET holeDetails = :details',
        ExpressionAttributeValues: { ':details': holeDetails },
      }),
    );
    const [read] = await listRounds(cookie);
    expect(read?.scorecard?.holes).toHaveLength(9);
    expect(read?.scorecard?.holes[0]).toMatchObject({
      hole: 1,
      par: 4,
      strokes: 4,
      putts: 2,
      fairway: 'hit',
      gir: true,
    });
    expect(read).not.toHaveProperty('holeDetails');
  });
});
