/**
 * npm run seed:catalog: loads the seed catalog into the deployed table. Reads TABLE_NAME and uses the
 * default AWS credentials and region (AWS_PROFILE, AWS_REGION...). Safe to run again: unchanged courses are
 * skipped. Run it after a deploy that changes the catalog or the search index (search-index.ts
 * SEARCH_INDEX_VERSION): it rewrites what the new code derives differently and deletes the old entries.
 */
import { loadSeedCatalog } from './load-catalog';
import { prepareScriptEnvironment } from './script-environment';

prepareScriptEnvironment('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');

const started = Date.now();
const result = await loadSeedCatalog();
console.log(
  `Catalog: ${result.total} courses, ${result.written} written, ${result.unchanged} unchanged ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (result.nameClaimedElsewhere.length > 0) {
  console.warn(`Name already claimed by another course: ${result.nameClaimedElsewhere.join(', ')}`);
}
const { reindexed } = result;
if (reindexed.ran) {
  console.log(`Search index rebuilt for ${reindexed.rewritten} custom and GolfCourseAPI courses`);
}
if (reindexed.nameClaimedElsewhere.length > 0) {
  console.warn(
    `Name now read as another course's, kept without a name claim: ${reindexed.nameClaimedElsewhere.join(', ')}`,
  );
}
