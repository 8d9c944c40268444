/** What a link preview shows of a shared page: the tags crawlers read, as they run no JavaScript. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute URLs: a crawler resolves nothing against the page. */
  url: string;
  image: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute: the title is the golfer's own words, so nothing in it may end the tag. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The app's shell with a shared page's Open Graph and Twitter tags, and `noindex` (a link is for the people
 * it is sent to, not for search engines), inserted before </head>. Without a preview (a revoked or unknown
 * token) the shell gets only `noindex`, so the page says nothing of any golfer and the app shows its 404.
 */
export function sharePageHtml(shell: string, preview: SharePreview | undefined): string {
  const tags = ['<meta name="robots" content="noindex" />'];
  if (preview) {
    const meta = (property: string, content: string) =>
      `<meta property="${property}" content="${escapeAttribute(content)}" />`;
    tags.push(
      meta('og:type', 'website'),
      meta('og:site_name', 'Fescue'),
      meta('og:title', preview.title),
      meta('og:description', preview.description),
      meta('og:url', preview.url),
      meta('og:image', preview.image),
      meta('og:image:width', '1200'),
      meta('og:image:height', '630'),
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:image" content="${escapeAttribute(preview.image)}" />`,
    );
  }
  const block = tags.join('');
  const at = shell.indexOf('</head>');
  return at === -1 ? `${block}${shell}` : `${shell.slice(0, at)}${block}${shell.slice(at)}`;
}
