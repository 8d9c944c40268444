// npm run reset: forget everything npm start has kept.
import { dataDirOwner } from './data-dir-lock';
import { LOCAL_DATA_DIR, wipeLocalData } from './paths';

const owner = await dataDirOwner(LOCAL_DATA_DIR);
if (owner) {
  console.error(
    `Fescue is still running (process ${owner}). Stop it with Ctrl-C, then run npm run reset again.`,
  );
  process.exit(1);
}
await wipeLocalData();
console.log(`Removed ${LOCAL_DATA_DIR}. The next npm start begins fresh, with the demo data seeded again.`);
