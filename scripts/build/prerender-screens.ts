import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRERENDERED_SCREENS } from '../../shared/web/prerendered-screens';
import { PRERENDERED_PATH_ATTRIBUTE } from '../../frontend/src/app/prerender/pending-signed-in-shell';

/** Vite's manifest entry for one source module of the client build. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The signed-in shell, which every prerendered screen sits in. */
export const SHELL_MODULE = 'src/app/shell/app-shell.tsx';

/**
 * The files a screen's first render needs beyond the entry, in the order the browser would apply them: the
 * CSS of the entry, then of each module's static imports before its own; and the JavaScript chunks to
 * preload. Walks Vite's manifest.
 */
export function screenAssets(
  manifest: Manifest,
  modules: readonly string[],
): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported, isEntry);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    if (!isEntry) js.push(chunk.file);
  };
  visit('index.html', true);
  for (const module of modules) visit(module, false);
  return { css, js };
}

/**
 * index.html turned into a screen's page: its stylesheets inline (the first paint waits for no other file),
 * the screen's markup in #root marked with its path (main.tsx hydrates it), the page title in the head, and
 * the screen's chunks preloaded beside the entry rather than after it has run.
 */
export function composeScreenPage(options: {
  indexHtml: string;
  screenPath: string;
  markup: string;
  css: { file: string; text: string }[];
  preload: string[];
}): string {
  const { indexHtml, screenPath, css, preload } = options;
  const titleMatch = /^<title>[^<]*<\/title>/.exec(options.markup);
  const title = titleMatch?.[0] ?? '';
  const markup = options.markup.slice(title.length);
  const entryCss = css[0]?.file;
  let html = indexHtml;
  if (entryCss) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${entryCss.replace(/[.]/g, '\\.')}"[^>]*>`);
    if (!link.test(html)) throw new Error(`index.html does not link ${entryCss}`);
    html = html.replace(link, '');
  }
  const styles = css.map(({ file, text }) => `<style data-href="/${file}">${text}</style>`).join('');
  const preloads = preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  html = html.replace('</head>', `${title}${preloads}${styles}</head>`);
  const root = /<div id="root">[\s\S]*?<\/main>\s*<\/div>/;
  if (!root.test(html)) throw new Error("index.html's #root no longer holds the loading screen's <main>");
  return html.replace(
    root,
    () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${screenPath}">${markup}</div>`,
  );
}

/**
 * After the client build (frontend/dist): builds the app's renderer for Node, renders each screen of
 * PRERENDERED_SCREENS and writes its page beside index.html, with the brotli and gzip copies the local server
 * sends (as for every other file of the build). Removes what only this step needed.
 */
export async function prerenderScreens(frontendDir: string): Promise<void> {
  const { build } = await import('vite');
  const distDir = path.join(frontendDir, 'dist');
  const rendererDir = path.join(frontendDir, 'dist-prerender');
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  try {
    await build({ configFile: path.join(frontendDir, 'vite.prerender.config.ts'), logLevel: 'error' });
    const renderer = (await import(pathToFileURL(path.join(rendererDir, 'render-screen.js')).href)) as {
      renderSignedInScreen(pathname: string): Promise<string>;
    };
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
    const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
    for (const screen of PRERENDERED_SCREENS) {
      const assets = screenAssets(manifest, [SHELL_MODULE, screen.module]);
      const css = await Promise.all(
        assets.css.map(async (file) => ({ file, text: await readFile(path.join(distDir, file), 'utf8') })),
      );
      const html = composeScreenPage({
        indexHtml,
        screenPath: screen.path,
        markup: await renderer.renderSignedInScreen(screen.path),
        css,
        preload: assets.js,
      });
      await writeWithCompressedCopies(path.join(distDir, screen.file), html);
    }
  } finally {
    await rm(rendererDir, { recursive: true, force: true });
    await rm(path.join(distDir, '.vite'), { recursive: true, force: true });
  }
}

async function writeWithCompressedCopies(file: string, text: string): Promise<void> {
  const body = Buffer.from(text);
  await writeFile(file, body);
  await writeFile(
    `${file}.br`,
    await promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await promisify(gzip)(body, { level: 9 }));
}
