import { describe, expect, it } from 'vitest';
import { sharePageHtml } from './share-page-html';

const SHELL =
  '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
const preview = {
  title: 'My golf',
  description: '1 course played',
  url: 'https://fescue.example/s/abc',
  image: 'https://fescue.example/pwa-512x512.png',
};

describe('the shared page’s HTML', () => {
  it('carries the preview tags crawlers read, inside the head, and noindex', () => {
    const html = sharePageHtml(SHELL, preview);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<meta property="og:title" content="My golf" />',
      '<meta property="og:description" content="1 course played" />',
      '<meta property="og:image" content="https://fescue.example/pwa-512x512.png" />',
      '<meta property="og:url" content="https://fescue.example/s/abc" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="robots" content="noindex" />',
    ])
      expect(head).toContain(tag);
  });

  it('escapes the golfer’s title (attack: a title that closes the tag and runs a script)', () => {
    const html = sharePageHtml(SHELL, { ...preview, title: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('says nothing but noindex for a link that is not there', () => {
    const html = sharePageHtml(SHELL, undefined);
    expect(html).not.toContain('og:');
    expect(html).toContain('noindex');
  });
});
