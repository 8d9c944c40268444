import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { s3Client, s3Sdk } from '../lib/s3-client';
import { APP_SHELL_BUCKET_ENV } from './app-shell-env';

/** How long one instance keeps the shell before reading it again: a deploy shows within a minute. */
const SHELL_TTL_MS = 60_000;

/**
 * For a stack without a build (Vite's dev server, a unit test): a shell with the tags and no app, which
 * still tells a crawler what the link is and a person where to go.
 */
export const FALLBACK_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /></head><body><main id="root"><p>This shared page needs the app build: run npm run build.</p></main></body></html>';

let cached: { html: string; at: number } | undefined;

async function readShell(): Promise<string> {
  const bucket = process.env[APP_SHELL_BUCKET_ENV];
  if (bucket) {
    const { GetObjectCommand } = await s3Sdk();
    const client = await s3Client();
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'index.html' }));
    return (await Body?.transformToString('utf8')) ?? FALLBACK_SHELL;
  }
  // Locally the stack serves frontend/dist itself (scripts/local/frontend.ts): the same file.
  const local = fileURLToPath(new URL('../../frontend/dist/index.html', import.meta.url));
  return readFile(local, 'utf8').catch(() => FALLBACK_SHELL);
}

/** The app's index.html, as the bundle behaviour serves it, for the shared page to add its tags to. */
export async function appShell(now = Date.now()): Promise<string> {
  if (cached && now - cached.at < SHELL_TTL_MS) return cached.html;
  const html = await readShell();
  cached = { html, at: now };
  return html;
}

export function forgetAppShellForTests(): void {
  cached = undefined;
}
