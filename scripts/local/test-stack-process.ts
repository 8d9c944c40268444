/**
 * A local stack in a process of its own, for tests that restart it the way a person does (a new process on
 * the same data folder). Usage: tsx scripts/local/test-stack-process.ts <dataDir> [port]. Prints one JSON line with
 * the stack's url and DynamoDB endpoint when ready; stops on SIGTERM.
 */
import { startLocalStack } from './stack';

const [dataDir, port = '0'] = process.argv.slice(2);
if (!dataDir) throw new Error('Usage: test-stack-process.ts <dataDir> [port]');

const stack = await startLocalStack({
  dataDir,
  port: Number(port),
  frontend: 'none',
  seed: true,
  quiet: true,
});
process.on('SIGTERM', () => {
  void stack.stop().then(() => process.exit(0));
});
console.log(JSON.stringify({ url: stack.url, dynamodbEndpoint: stack.dynamodbEndpoint }));
