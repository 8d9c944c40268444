// @vitest-environment happy-dom
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FullScreenLoading } from './full-screen-status';

/** An element as tag, sorted attributes and children, whitespace between tags ignored (the HTML is formatted). */
function canonical(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() || null;
  if (!(node instanceof Element)) return null;
  return {
    tag: node.tagName.toLowerCase(),
    attributes: [...node.attributes].map((a) => `${a.name}=${a.value}`).sort(),
    children: [...node.childNodes].map(canonical).filter((child) => child !== null),
  };
}

describe('the loading screen in index.html', () => {
  it('is the one the app renders first, so that swapping one for the other changes nothing on screen', async () => {
    const html = await readFile(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
      'utf8',
    );
    // Only #root's markup is parsed: the whole page would have happy-dom fetch its scripts and preloads.
    const rootMarkup = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
    const inHtml = document.createElement('div');
    inHtml.innerHTML = rootMarkup;
    const rendered = document.createElement('div');
    rendered.innerHTML = renderToStaticMarkup(<FullScreenLoading />);
    expect(inHtml.children).toHaveLength(1);
    expect(canonical(inHtml)).toEqual(canonical(rendered));
  });

  it('is hidden without JavaScript, where the page says why instead of spinning for ever', async () => {
    const html = await readFile(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
      'utf8',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    // In the head, before the app's stylesheet, whose #root rule it must beat.
    expect(head).toMatch(
      /<noscript\s*><style>\s*#root\s*{\s*display:\s*none\s*!important;\s*}\s*<\/style><\/noscript\s*>/,
    );
    expect(html).toMatch(/<noscript>Fescue needs JavaScript to run\./);
  });
});
