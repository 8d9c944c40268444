import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import {
  PRERENDERED_BOOT_ATTRIBUTE,
  PRERENDERED_BOOT_DONE_EVENT,
  PRERENDERED_PAGE_LIVE_EVENT,
} from '#shared/web/prerendered-screens';
import {
  bootScriptSource,
  composeScreenPage,
  screenChunks,
  screenStylesheets,
  type Manifest,
} from './prerender-screens';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_runtime.js'] },
  'src/app/shell/app-shell.tsx': {
    file: 'assets/app-shell-1.js',
    css: ['assets/app-shell-1.css'],
    imports: ['_shared.js', 'index.html'],
  },
  'src/screen.tsx': { file: 'assets/screen-1.js', css: ['assets/screen-1.css'], imports: ['_shared.js'] },
};

describe('screenStylesheets', () => {
  it("lists the entry's CSS first, then each module's imports' before its own, once each", () => {
    const css = screenStylesheets(manifest, ['src/app/shell/app-shell.tsx', 'src/screen.tsx']);
    expect(css).toEqual([
      'assets/index-1.css',
      'assets/shared-1.css',
      'assets/app-shell-1.css',
      'assets/screen-1.css',
    ]);
  });

  it('fails loudly on a module the build does not know (a renamed screen)', () => {
    expect(() => screenStylesheets(manifest, ['src/gone.tsx'])).toThrow(/no src\/gone\.tsx/);
  });
});

describe('composeScreenPage', () => {
  const indexHtml = [
    '<html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    '<body><div id="root">\n<main class="full-screen-status" id="main"><p>Loading...</p></main>\n</div>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></body></html>',
  ].join('');
  const pageOptions = {
    indexHtml,
    screenPath: '/my-courses',
    markup: '<title>Passport · Fescue</title><!--$--><header>shell</header><!--/$-->',
    css: [
      { file: 'assets/index-1.css', text: 'body{color:red}' },
      { file: 'assets/screen-1.css', text: '.hero{color:green}' },
    ],
    bootScript: 'assets/prerendered-boot-1.js',
  };
  const page = composeScreenPage(pageOptions);

  it('inlines the stylesheets in order instead of linking the entry one', () => {
    expect(page).not.toContain('crossorigin href="/assets/index-1.css"');
    expect(page).toContain(
      '<style data-href="/assets/index-1.css">body{color:red}</style><style data-href="/assets/screen-1.css">.hero{color:green}</style>',
    );
  });

  it("inlines every stylesheet the entry links (its packages' and its own) and links none of them", () => {
    const twoSheets = composeScreenPage({
      ...pageOptions,
      indexHtml: indexHtml.replace(
        '<link rel="stylesheet"',
        '<link rel="stylesheet" crossorigin href="/assets/vendor-1.css"><link rel="stylesheet"',
      ),
      css: [
        { file: 'assets/vendor-1.css', text: 'a{}' },
        { file: 'assets/index-1.css', text: 'b{}' },
      ],
    });
    expect(twoSheets.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/vendor-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/index-1.css" disabled>',
    ]);
  });

  it('refuses an index.html linking a stylesheet the page does not inline (the first paint would wait for it)', () => {
    expect(() =>
      composeScreenPage({ ...pageOptions, css: [{ file: 'assets/screen-1.css', text: '' }] }),
    ).toThrow(/index-1\.css/);
  });

  it('preloads on the landing page the faces its text is drawn in, once each, and no other', () => {
    const withFontsCss = [
      {
        file: 'assets/index-1.css',
        text: '@font-face{src:url(/assets/inter-latin-text-Ab1.woff2)}@font-face{src:url(/assets/inter-greek-wght-normal-X.woff2)}',
      },
      {
        file: 'assets/screen-1.css',
        text: '@font-face{src:url(/assets/fraunces-latin-text-_Q-9.woff2)}a{background:url(/assets/inter-latin-text-Ab1.woff2)}',
      },
    ];
    const landing = composeScreenPage({ ...pageOptions, signedOut: true, css: withFontsCss });
    expect(landing.match(/<link rel="preload"[^>]*as="font"[^>]*>/g)).toEqual([
      '<link rel="preload" href="/assets/inter-latin-text-Ab1.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/assets/fraunces-latin-text-_Q-9.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    // A signed-in screen asks for none: they would come before its own requests on a slow network.
    expect(composeScreenPage({ ...pageOptions, css: withFontsCss })).not.toContain('as="font"');
  });

  it('claims each inlined stylesheet with a disabled link, so the lazy chunks do not load it again', () => {
    const links = page.match(/<link rel="stylesheet"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/screen-1.css" disabled>',
    ]);
  });

  it("puts the screen's markup in #root, marked with its path, and its title in the head", () => {
    expect(page).toContain(
      '<div id="root" data-prerendered-path="/my-courses"><!--$--><header>shell</header><!--/$--></div>',
    );
    expect(page).not.toContain('Loading...');
    expect(page).toMatch(/<head>.*<title>Passport · Fescue<\/title>.*<\/head>/);
  });

  it('asks for the app with its boot script, not the entry and its preloads', () => {
    expect(page).toContain('<script type="module" src="/assets/prerendered-boot-1.js"></script>');
    expect(page).not.toContain('index-1.js');
    expect(page).not.toContain('modulepreload');
  });

  it("marks the landing page's #root as a visitor's, so that the app renders it while the session is unknown", () => {
    const landing = composeScreenPage({
      indexHtml,
      screenPath: '/',
      markup: '<title>Fescue</title><main>landing</main>',
      css: [],
      bootScript: 'b.js',
      signedOut: true,
    });
    expect(landing).toContain(
      '<div id="root" data-prerendered-path="/" data-prerendered-signed-out><main>landing</main></div>',
    );
    expect(page).not.toContain('data-prerendered-signed-out');
  });

  it("refuses an index.html whose #root no longer holds the loading screen (the build's contract)", () => {
    expect(() =>
      composeScreenPage({
        indexHtml: indexHtml.replace(/<div id="root">[\s\S]*?<\/div>/, '<div id="root"></div>'),
        screenPath: '/x',
        markup: '',
        css: [],
        bootScript: 'b.js',
      }),
    ).toThrow(/#root/);
  });
});

describe('screenChunks', () => {
  it('lists every chunk a screen needs once, each after the chunks it imports, the entry first', () => {
    expect(screenChunks(manifest, ['src/app/shell/app-shell.tsx', 'src/screen.tsx'])).toEqual([
      'assets/runtime-1.js',
      'assets/index-1.js',
      'assets/shared-1.js',
      'assets/app-shell-1.js',
      'assets/screen-1.js',
    ]);
    expect(screenChunks(manifest, [])).toEqual(['assets/runtime-1.js', 'assets/index-1.js']);
  });
});

describe('bootScriptSource', () => {
  const source = bootScriptSource(['/assets/index-1.js']);

  it('evaluates the chunks after the next frame has painted, in order, one per task, then says so', async () => {
    const dom = new Window();
    const steps = globalThis as { bootSteps?: string[] };
    steps.bootSteps = [];
    const chunk = (name: string) => `data:text/javascript,globalThis.bootSteps.push(${JSON.stringify(name)})`;
    const boot = bootScriptSource([chunk('runtime'), chunk('entry'), chunk('screen')]);
    let frame: (() => void) | undefined;
    const done = new Promise<void>((resolve) =>
      dom.addEventListener(PRERENDERED_BOOT_DONE_EVENT, () => resolve()),
    );
    // The test's VM runs no import(): the same script with a stand-in that evaluates each "chunk".
    const imported = boot.replace('await import(href)', 'await load(href)');
    expect(imported).not.toBe(boot);
    const load = async (href: string) => {
      steps.bootSteps?.push(decodeURIComponent(href).replace(/^.*push\("(\w+)"\)$/, '$1'));
    };
    new Function(
      'document',
      'window',
      'Element',
      'Event',
      'requestAnimationFrame',
      'setTimeout',
      'MessageChannel',
      'load',
      imported,
    )(
      dom.document,
      dom,
      dom.Element,
      dom.Event,
      (callback: () => void) => (frame = callback),
      (callback: () => void, ms: number) => {
        if (ms === 30000) return;
        steps.bootSteps?.push('task');
        setTimeout(callback, 0);
      },
      // Between chunks: a message to itself, a task without a timer's clamp.
      class {
        port1: { onmessage?: () => void } = {};
        port2 = {
          postMessage: () => {
            steps.bootSteps?.push('task');
            setTimeout(() => this.port1.onmessage?.(), 0);
          },
        };
      },
      load,
    );
    expect(dom.document.documentElement.getAttribute(PRERENDERED_BOOT_ATTRIBUTE)).toBe('running');
    expect(steps.bootSteps).toEqual([]);
    frame?.();
    await done;
    // A task before the first (the frame's), then one after each chunk: no two evaluated in the same task.
    expect(steps.bootSteps).toEqual(['task', 'runtime', 'task', 'entry', 'task', 'screen', 'task']);
    expect(dom.document.documentElement.getAttribute(PRERENDERED_BOOT_ATTRIBUTE)).toBe('done');
    expect(
      [...dom.document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([chunk('runtime'), chunk('entry'), chunk('screen')]);
    dom.close();
  });

  it('holds a button pressed before the app is live and presses it again once it is; links pass', () => {
    const dom = new Window();
    const { document } = dom;
    document.body.innerHTML =
      '<button id="add"><span>Add a Round</span></button><a id="link" href="#x">x</a>';
    const pressed: string[] = [];
    document.getElementById('add')!.addEventListener('click', () => pressed.push('add'));
    const link = document.getElementById('link') as unknown as {
      click(): void;
      addEventListener: HTMLElement['addEventListener'];
    };
    link.addEventListener('click', (event) => pressed.push(event.defaultPrevented ? 'link held' : 'link'));
    // The script as the page runs it, its import never reached (no frame is painted here).
    new Function('document', 'window', 'Element', 'requestAnimationFrame', 'setTimeout', source)(
      document,
      dom,
      dom.Element,
      () => undefined,
      () => undefined,
    );

    (document.querySelector('#add span') as unknown as { click(): void }).click();
    link.click();
    expect(pressed).toEqual(['link']);

    dom.dispatchEvent(new dom.Event(PRERENDERED_PAGE_LIVE_EVENT));
    expect(pressed).toEqual(['link', 'add']);
    (document.getElementById('add') as unknown as { click(): void }).click();
    expect(pressed).toEqual(['link', 'add', 'add']);
    dom.close();
  });
});
