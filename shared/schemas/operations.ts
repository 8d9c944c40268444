import * as z from 'zod';

/**
 * The Operations page's API contract (operators only, docs/operations.md "The Operations page"): the
 * deploy-time migrations ledger, the catalog's size by source, GHIN sync health, stories to review, events,
 * premium members, and the audit log of operator actions.
 */
export const MIGRATION_STATUSES = ['running', 'paused', 'done', 'failed'] as const;
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];

export const ledgerEntrySchema = z.object({
  name: z.string(),
  order: z.number().int(),
  status: z.enum(MIGRATION_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Items the migration has processed so far, over every invocation. */
  processed: z.number().int().min(0),
  /** Invocations it took (more than one when it paused at a Lambda's time limit and resumed). */
  runs: z.number().int().min(0),
  error: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const CATALOG_SOURCES = ['curated', 'opengolfapi', 'openstreetmap'] as const;
export type CatalogSource = (typeof CATALOG_SOURCES)[number];

export const ghinRunSchema = z.object({
  runId: z.string(),
  startedAt: z.string(),
  golfers: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  deadLettered: z.number().int().min(0),
});
export type GhinRun = z.infer<typeof ghinRunSchema>;

export const AUDIT_ACTIONS = [
  'course-import',
  'open-data-import',
  'story-hidden',
  'event-created',
  'premium-set',
  'member-lookup',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** What the action was about, in words (a story id, an event name, a member id and the new state). */
  subject: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const operationsOverviewSchema = z.object({
  catalog: z.object({
    total: z.number().int().min(0),
    bySource: z.record(z.enum(CATALOG_SOURCES), z.number().int().min(0)),
    golfersCourses: z.number().int().min(0),
  }),
  migrations: z.array(ledgerEntrySchema),
  ghin: z.object({ runs: z.array(ghinRunSchema) }),
  reportedStories: z.array(
    z.object({
      id: z.string(),
      courseId: z.string(),
      playedAt: z.string(),
      reportCount: z.number().int().min(0),
      hidden: z.boolean(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: z.string(),
      spotsFilled: z.number(),
      maxAttendees: z.number(),
    }),
  ),
  premiumMembers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OperationsOverview = z.infer<typeof operationsOverviewSchema>;

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(1000).optional(),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().optional(),
});

export const OPERATIONS_OPERATOR_ONLY_MESSAGE = 'Only an operator can open Operations.';
