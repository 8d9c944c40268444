export { useOperations } from './api/get-operations';
