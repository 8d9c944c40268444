/**
 * `npm run ghin:sync`: asks the running local stack (npm start) for one scheduled GHIN sync run (dispatcher,
 * local queue, worker) and prints what it did. PORT as for npm start (default 3000).
 */
const port = process.env.PORT ?? '3000';
const response = await fetch(`http://localhost:${port}/__local/ghin/sync-run`, { method: 'POST' }).catch(
  (error: unknown) => {
    console.error(`No Fescue stack answered on port ${port}. Start it with npm start first.`, error);
    process.exit(1);
  },
);
const summary = (await response.json()) as Record<string, unknown>;
if (!response.ok) {
  console.error('The sync run failed:', summary);
  process.exit(1);
}
console.log(
  `GHIN scheduled sync: ${String(summary.dispatched)} golfer(s) dispatched, ${String(summary.synced)} synced, ` +
    `${String(summary.attemptsFailed)} failed attempt(s), ${String(summary.deadLettered)} sent to the dead-letter list.`,
);
export {};
