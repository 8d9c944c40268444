import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { resetDocumentClientForTests } from '../../functions/data/dynamo-client';
import { getCourseItemsByIds } from '../../functions/courses/courses-repository';
import { resetS3ClientForTests } from '../../functions/lib/s3-client';
import { stubConfig } from '../../functions/lib/testing/test-config';
import { getLedgerEntry, listLedger } from '../../functions/operations/migrations-ledger';
import { readCatalogEntries } from '../catalog/catalog-files';
import { ensureTable } from '../local/dynamodb-local';
import { catalogSeedName, deployMigrations } from './registry';
import { MigrationFailedError, runMigrations, type Migration } from './runner';

// Each test file's table is its own and starts empty, as a new deployment's does.
beforeAll(async () => {
  const stack = inject('fescueStack');
  const table = `ledger-${ulid().toLowerCase()}`;
  await ensureTable(stack.dynamodbEndpoint, table);
  stubConfig({
    TABLE_NAME: table,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    PHOTOS_BUCKET: stack.photosBucket,
  });
  vi.stubEnv('AWS_REGION', 'us-east-1');
  resetDocumentClientForTests();
  resetS3ClientForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetDocumentClientForTests();
  resetS3ClientForTests();
});

const catalog = readCatalogEntries().slice(0, 3);
const silent = () => undefined;

describe('the deploy-time migrations ledger', () => {
  it('brings an empty table to the code’s state: every migration once, in order, recorded done', async () => {
    const migrations = await deployMigrations({ catalogEntries: async () => catalog, photos: true });
    const result = await runMigrations(migrations, { log: silent });
    expect(result).toEqual({ complete: true, ran: migrations.map((m) => m.name), skipped: [] });
    const ledger = await listLedger();
    expect(ledger.map((entry) => [entry.name, entry.status])).toEqual(
      migrations.map((m) => [m.name, 'done']),
    );
    expect(ledger.every((entry) => entry.finishedAt && entry.runs === 1 && entry.error === null)).toBe(true);
    expect(ledger.find((entry) => entry.name === catalogSeedName(catalog))?.processed).toBe(3);
    const stored = await getCourseItemsByIds(catalog.map((entry) => entry.slug));
    expect(stored.size).toBe(3);
  });

  it('runs nothing on a second deploy of the same code', async () => {
    const migrations = await deployMigrations({ catalogEntries: async () => catalog, photos: true });
    const before = await listLedger();
    const result = await runMigrations(migrations, { log: silent });
    expect(result.ran).toEqual([]);
    expect(result.skipped).toHaveLength(migrations.length);
    expect(await listLedger()).toEqual(before);
  });

  it('loads an edited catalog once more, as a new ledger entry, and leaves the migrations done', async () => {
    const edited = [...catalog, ...readCatalogEntries().slice(3, 4)];
    const result = await runMigrations(
      await deployMigrations({ catalogEntries: async () => edited, photos: true }),
      { log: silent },
    );
    expect(result.ran).toEqual([catalogSeedName(edited)]);
  });

  it('fails the deploy naming the failing migration, runs nothing after it, and runs it again next time', async () => {
    const ran: string[] = [];
    const migration = (name: string, fail = false): Migration => ({
      name,
      async run() {
        ran.push(name);
        if (fail) throw new Error('the table said no');
        return 'done';
      },
    });
    const logs: string[] = [];
    const failing = runMigrations(
      [migration('test-before'), migration('test-broken', true), migration('test-after')],
      {
        log: (line) => logs.push(line),
      },
    );
    await expect(failing).rejects.toThrow(
      new MigrationFailedError('test-broken', new Error('the table said no')),
    );
    await expect(failing).rejects.toThrow('Migration test-broken failed: the table said no');
    expect(ran).toEqual(['test-before', 'test-broken']);
    expect(logs).toContain('Migration test-broken failed: the table said no');
    expect(await getLedgerEntry('test-broken')).toMatchObject({
      status: 'failed',
      error: 'Migration test-broken failed: the table said no',
      finishedAt: null,
    });

    ran.length = 0;
    await runMigrations([migration('test-before'), migration('test-broken'), migration('test-after')], {
      log: silent,
    });
    expect(ran).toEqual(['test-broken', 'test-after']);
    expect(await getLedgerEntry('test-broken')).toMatchObject({ status: 'done', error: null, runs: 2 });
  });

  it('pauses a long migration at a checkpoint when the invocation’s time is up, and resumes at its cursor', async () => {
    const base = Date.parse('2026-12-06T12:00:00Z');
    let elapsed = 0;
    const now = () => new Date(base + elapsed);
    const seen: number[] = [];
    const paged: Migration = {
      name: 'test-paged',
      async run(context) {
        for (let page = context.cursor ? Number(context.cursor) : 0; page < 10; page += 1) {
          seen.push(page);
          elapsed += 10_000; // each page takes 10 s
          const next = page + 1 < 10 ? String(page + 1) : null;
          if (!(await context.checkpoint(next, 1)) && next) return 'paused';
        }
        return 'done';
      },
    };
    const first = await runMigrations([paged], { now, deadline: base + 60_000, log: silent });
    expect(first.complete).toBe(false);
    expect(await getLedgerEntry('test-paged')).toMatchObject({ status: 'paused', cursor: '3', processed: 3 });

    const second = await runMigrations([paged], { now, deadline: base + elapsed + 15 * 60_000, log: silent });
    expect(second.complete).toBe(true);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await getLedgerEntry('test-paged')).toMatchObject({
      status: 'done',
      processed: 10,
      runs: 2,
      cursor: null,
    });
  });

  it('refuses to run a migration another runner holds, so a retried deploy cannot run it twice at once', async () => {
    const base = Date.now();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const slow: Migration = {
      name: 'test-leased',
      async run() {
        entered();
        await held;
        return 'done';
      },
    };
    const first = runMigrations([slow], { runner: 'first', deadline: base + 10 * 60_000, log: silent });
    await started;
    await expect(runMigrations([slow], { runner: 'second', log: silent })).rejects.toThrow(
      /being run by another runner/,
    );
    release();
    await expect(first).resolves.toMatchObject({ complete: true, ran: ['test-leased'] });
  });
});
