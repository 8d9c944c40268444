import { spawnSync } from 'node:child_process';
import { LocalStackError, javaMissingMessage, javaTooOldMessage } from './errors';

const MINIMUM_JAVA = 17;

/** `java -version` prints e.g. `openjdk version "17.0.15" 2025-04-15` or `java version "1.8.0_402"`. */
export function parseJavaMajorVersion(versionOutput: string): { major: number; version: string } | undefined {
  const match = /version "([^"]+)"/.exec(versionOutput);
  if (!match?.[1]) return undefined;
  const version = match[1];
  const [first, second] = version.split(/[._-]/).map(Number);
  if (first === undefined || Number.isNaN(first)) return undefined;
  // Before Java 9 the major version was the second number: "1.8.0" is Java 8.
  const major = first === 1 && second !== undefined ? second : first;
  return { major, version };
}

/** Fails fast, with a message a person can act on, when DynamoDB Local's JVM is missing or too old. */
export function assertJavaAvailable(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 20_000 });
  if (result.error) {
    if ((result.error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new LocalStackError(javaMissingMessage());
    throw new LocalStackError(`Could not run \`java -version\`: ${result.error.message}`);
  }
  const parsed = parseJavaMajorVersion(`${result.stderr}\n${result.stdout}`);
  // An unrecognised banner is left to DynamoDB Local itself to accept or refuse.
  if (parsed && parsed.major < MINIMUM_JAVA) throw new LocalStackError(javaTooOldMessage(parsed.version));
}
