// npm run build: frontend/dist, as served by npm start and deployed by cdk deploy.
import { fileURLToPath } from 'node:url';
import { buildFrontend } from './build-frontend';

await buildFrontend(fileURLToPath(new URL('../..', import.meta.url)));
