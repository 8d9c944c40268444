/**
 * A problem the person running the stack can fix: `npm start` prints its one-line message (no stack trace)
 * and exits with code 1.
 */
export class LocalStackError extends Error {
  override readonly name = 'LocalStackError';
}

export function portInUseMessage(port: number): string {
  return `Port ${port} is in use. Stop the other program or run PORT=${port + 1} npm start.`;
}

export function javaMissingMessage(): string {
  return (
    'Java 17 or newer is needed for DynamoDB Local, but `java` was not found on PATH. ' +
    'Install a JDK/JRE 17+ (e.g. `sudo apt-get install openjdk-17-jre-headless` or `brew install openjdk@17`) ' +
    'and run npm start again.'
  );
}

export function javaTooOldMessage(found: string): string {
  return (
    `Java 17 or newer is needed for DynamoDB Local, but \`java\` on PATH is version ${found}. ` +
    'Install Java 17+ (or put it first on PATH) and run npm start again.'
  );
}

export function frontendNotBuiltMessage(distDir: string): string {
  return `The frontend is not built (${distDir}/index.html is missing). Run npm run build, or npm run dev.`;
}
