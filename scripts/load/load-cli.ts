// npm run load: see run-load.ts and golfer-mix.ts (parseLoadArgs) for the options.
import { mkdir, writeFile } from 'node:fs/promises';
import { parseLoadArgs } from './golfer-mix';
import { printLoadFigures, runLoad } from './run-load';

const figures = await runLoad(parseLoadArgs(process.argv.slice(2)));
printLoadFigures(figures);
await mkdir('.bench', { recursive: true });
await writeFile('.bench/load.json', JSON.stringify(figures, null, 2));
console.log('\nFigures written to .bench/load.json');
