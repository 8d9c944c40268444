/** The custom resource's isComplete entry (scripts/migrations/deploy-handler.ts holds why). */
export { isComplete as handler } from './deploy-handler';
