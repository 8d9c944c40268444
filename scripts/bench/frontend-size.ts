import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser must fetch before first paint: the entry module and every modulepreload link that
 * index.html names (lazy route chunks are not counted: they load on navigation).
 */
export async function measureInitialFrontendJs(distDir = 'frontend/dist') {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(srcs)) {
    const content = await readFile(join(distDir, src.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: new Set(srcs).size, raw, gzip };
}
