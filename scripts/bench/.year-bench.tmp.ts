import { measureRounds5000 } from './rounds-5000';
const figures = await measureRounds5000({ calls: 5 });
for (const r of figures.perRoute) console.log(`${r.route}\tp50 ${r.p50.toFixed(1)} ms\trequests ${r.requests} (floor ${r.floorRequests})\tfloor p50 ${r.floorP50.toFixed(1)} ms`);
console.log('loaded', figures.loadSeconds.toFixed(0), 's');
process.exit(0);
