import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  PRERENDERED_BOOT_ATTRIBUTE,
  PRERENDERED_BOOT_DONE_EVENT,
  PRERENDERED_LANDING,
  PRERENDERED_PAGE_LIVE_EVENT,
  PRERENDERED_SCREENS,
} from '#shared/web/prerendered-screens';
import {
  PRERENDERED_PATH_ATTRIBUTE,
  PRERENDERED_SIGNED_OUT_ATTRIBUTE,
} from '../../frontend/src/app/prerender/pending-signed-in-shell';

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
 * The stylesheets a screen's first render needs, in the order the browser would apply them: the entry's, then
 * each module's static imports' before its own. Walks Vite's manifest.
 */
export function screenStylesheets(manifest: Manifest, modules: readonly string[]): string[] {
  const css: string[] = [];
  for (const chunk of chunksInImportOrder(manifest, modules))
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  return css;
}

/** The manifest's chunks from index.html and `modules`, each after the chunks it imports, each once. */
function chunksInImportOrder(manifest: Manifest, modules: readonly string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  for (const module of ['index.html', ...modules]) visit(module);
  return chunks;
}

/** The faces a first screen's text is drawn in (frontend/src/shared/styles/fonts.css): Latin Inter and
 * Fraunces, and the landing title's italic word. */
const FIRST_PAINT_FACES =
  /url\((\/assets\/(?:inter-latin-text|fraunces-latin-text|fraunces-italic-landing)-[\w-]+\.woff2)\)/g;

/**
 * A preload for each face the inlined stylesheets name among FIRST_PAINT_FACES. Unasked, the browser requests
 * a font only once its first layout needs it, so the text was laid out in the fallback face and again when
 * the font arrived: on the landing page that moved the hero's picture (a layout shift of 0.33 in Lighthouse).
 */
export function firstPaintFontPreloads(css: readonly { text: string }[]): string {
  const files = new Set(
    css.flatMap(({ text }) => [...text.matchAll(FIRST_PAINT_FACES)].map((match) => match[1])),
  );
  return [...files]
    .map((file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * index.html turned into a screen's page: its stylesheets inline (the first paint waits for no other file),
 * the screen's markup in #root marked with its path (main.tsx hydrates it), the page title in the head, and
 * the app's code asked for by a boot script once the page has painted (bootScriptSource).
 */
export function composeScreenPage(options: {
  indexHtml: string;
  screenPath: string;
  markup: string;
  css: { file: string; text: string }[];
  /** The page's own script (bootScriptSource), in place of the entry's tag and its preloads. */
  bootScript: string;
  /** The landing page (a visitor's), rather than a signed-in screen. */
  signedOut?: boolean;
}): string {
  const { indexHtml, screenPath, css, bootScript, signedOut = false } = options;
  const titleMatch = /^<title>[^<]*<\/title>/.exec(options.markup);
  const title = titleMatch?.[0] ?? '';
  const markup = options.markup.slice(title.length);
  let html = indexHtml;
  // Every stylesheet index.html links (the entry's: its packages' and its own) is inlined, and its link goes:
  // one left behind is a file the first paint waits for (a render-blocking request on a phone's network).
  if (css.length > 0) {
    const inlined = new Set(css.map(({ file }) => `/${file}`));
    for (const [tag, href] of indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
      if (!href || !inlined.has(href))
        throw new Error(`index.html links ${href}, which the page does not inline`);
      html = html.replace(tag, '');
    }
  }
  const styles = css.map(({ file, text }) => `<style data-href="/${file}">${text}</style>`).join('');
  // The app's loader of lazy chunks adds a stylesheet link for each CSS file a chunk needs, unless the page
  // links it already: the inlined files would be fetched, parsed again and restyle the whole page while
  // React adopts it (docs/performance.md, "What took it back"). A disabled link claims each file; it is
  // neither fetched nor applied.
  const claimed = css.map(({ file }) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  // The landing page only: its hero moved when the fonts swapped in. The signed-in screens measured no shift
  // without them, and three font requests ahead of the page's own delayed their first paint on slow 4G
  // (Lighthouse's simulation: FCP 1.5 s to 2.9 s on the dashboard and Passport, docs/performance.md).
  const fonts = signedOut ? firstPaintFontPreloads(css) : '';
  html = html.replace('</head>', `${title}${styles}${claimed}${fonts}</head>`);
  const entry = /<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/;
  if (!entry.test(html)) throw new Error("index.html's entry script is not where the build puts it");
  html = html.replace(entry, `<script type="module" src="/${bootScript}"></script>`);
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const root = /<div id="root">[\s\S]*?<\/main>\s*<\/div>/;
  if (!root.test(html)) throw new Error("index.html's #root no longer holds the loading screen's <main>");
  return html.replace(
    root,
    () =>
      `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${screenPath}"${signedOut ? ` ${PRERENDERED_SIGNED_OUT_ATTRIBUTE}` : ''}>${markup}</div>`,
  );
}

/**
 * The chunks a page's first render needs, each after the chunks it imports (the entry's, then the shell's and
 * the screen's for a signed-in screen): the order in which the boot script evaluates them one by one.
 */
export function screenChunks(manifest: Manifest, modules: readonly string[]): string[] {
  return chunksInImportOrder(manifest, modules).map((chunk) => chunk.file);
}

/**
 * The prerendered page's one script. It asks for the app's code once the screen has painted: named by the
 * page, the entry (and the chunks it imports) would download beside the HTML and run before the first paint
 * (module scripts run as soon as the document is parsed), holding back the picture the HTML already has.
 * Then all the page's chunks download side by side (modulepreload), and are evaluated one per task, each
 * after those it imports, with the main thread free between them: imported at once, the browser evaluates a
 * module graph in one task, which on a slow phone was the longest of the load (docs/performance.md, "Module
 * evaluation"). The document carries PRERENDERED_BOOT_ATTRIBUTE meanwhile and the app waits for the end
 * (frontend/src/app/prerender/boot-steps.ts) before importing a screen itself.
 * Until the app has adopted the page, a button pressed on it would do nothing (React drops events on parts it
 * has not adopted yet, and before the code has arrived nothing listens): the last one pressed is held and
 * pressed again when the app says the page is live (PRERENDERED_PAGE_LIVE_EVENT), or let go after 30 s
 * whatever happens. Links work as links meanwhile. A file, not inline: the CSP allows scripts from 'self'.
 */
export function bootScriptSource(chunkUrls: readonly string[]): string {
  return `let held = null;
const hold = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
};
const live = () => {
  document.removeEventListener('click', hold, true);
  const button = held;
  held = null;
  if (button && button.isConnected && !button.disabled) button.click();
};
document.addEventListener('click', hold, true);
window.addEventListener(${JSON.stringify(PRERENDERED_PAGE_LIVE_EVENT)}, live, { once: true });
setTimeout(live, 30000);
const chunks = ${JSON.stringify(chunkUrls)};
// A new task without a timer's clamp: after a few nested timers each waits at least 4 ms, and a page
// evaluates some forty chunks.
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
document.documentElement.setAttribute(${JSON.stringify(PRERENDERED_BOOT_ATTRIBUTE)}, 'running');
requestAnimationFrame(() =>
  setTimeout(async () => {
    // A task per few downloads asked for: each start costs the main thread (40 at once were one 20-40 ms task).
    for (const [index, href] of chunks.entries()) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
      if (index % 4 === 3) await nextTask();
    }
    try {
      for (const href of chunks) {
        await import(href);
        await nextTask();
      }
    } finally {
      document.documentElement.setAttribute(${JSON.stringify(PRERENDERED_BOOT_ATTRIBUTE)}, 'done');
      window.dispatchEvent(new Event(${JSON.stringify(PRERENDERED_BOOT_DONE_EVENT)}));
    }
  }),
);
`;
}

/** The boot script's file for these chunks, named by its content. */
function bootScriptFile(source: string): string {
  return `assets/prerendered-boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
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
      renderLandingPage(): Promise<string>;
    };
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
    const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const writeBootScript = async (modules: readonly string[]) => {
      const source = bootScriptSource(screenChunks(manifest, modules).map((file) => `/${file}`));
      const file = bootScriptFile(source);
      await writeFile(path.join(distDir, file), source);
      return file;
    };
    for (const screen of PRERENDERED_SCREENS) {
      const bootScript = await writeBootScript([SHELL_MODULE, screen.module]);
      const stylesheets = screenStylesheets(manifest, [SHELL_MODULE, screen.module]);
      const css = await Promise.all(
        stylesheets.map(async (file) => ({ file, text: await readFile(path.join(distDir, file), 'utf8') })),
      );
      const html = composeScreenPage({
        indexHtml,
        screenPath: screen.path,
        markup: await renderer.renderSignedInScreen(screen.path),
        css,
        bootScript,
      });
      await writeWithCompressedCopies(path.join(distDir, screen.file), html);
    }
    // The landing page is in the entry's bundle: the entry's stylesheet is all it needs.
    const landingCss = screenStylesheets(manifest, []);
    const landing = composeScreenPage({
      indexHtml,
      screenPath: PRERENDERED_LANDING.path,
      markup: await renderer.renderLandingPage(),
      css: await Promise.all(
        landingCss.map(async (file) => ({ file, text: await readFile(path.join(distDir, file), 'utf8') })),
      ),
      bootScript: await writeBootScript([]),
      signedOut: true,
    });
    await writeWithCompressedCopies(path.join(distDir, PRERENDERED_LANDING.file), landing);
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
