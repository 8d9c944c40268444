import path from 'node:path';
import { ESLint } from 'eslint';
import { REPOSITORY_ROOT } from './source-files';

/**
 * The import boundaries' problems with a planted violation: source text linted as if it were the file at
 * `file` (relative to the repository's root), through the repository's own ESLint config, answered as
 * `rule: message` for the rules asked about (the import-x ones by default). The config (and
 * typescript-eslint) loads on the first call.
 */
export function importLinter(
  ruleIds: RegExp = /^import-x\//,
): (file: string, code: string) => Promise<string[]> {
  let eslint: ESLint | undefined;
  return async (file, code) => {
    eslint ??= new ESLint({ cwd: REPOSITORY_ROOT });
    const [result] = await eslint.lintText(code, { filePath: path.join(REPOSITORY_ROOT, file) });
    return (result?.messages ?? [])
      .filter((message) => ruleIds.test(message.ruleId ?? ''))
      .map((message) => `${message.ruleId}: ${message.message}`);
  };
}
