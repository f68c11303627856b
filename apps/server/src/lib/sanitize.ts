import sanitizeHtml from 'sanitize-html';

/**
 * Server-side sanitizer for rich text (notices, messages, question content, course and exam texts).
 * Every HTML a user can author is passed through `sanitizeRichText` before it is stored, so what is
 * rendered later with `dangerouslySetInnerHTML` is safe whatever the client sent.
 *
 * Kept: what the rich-text editor produces (paragraphs, headings, lists, inline marks, quotes, code,
 * links, images, audio and video, tables) and a small style whitelist on text containers.
 * Removed: scripts and styles (with their content), event handlers, iframes/objects/embeds/forms, any
 * other attribute, and URLs other than http(s), relative paths and `data:image/...` (raster) images.
 */

const TEXT_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'span', 'div'];
const INLINE_TAGS = ['b', 'i', 'u', 's', 'strong', 'em', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'br', 'hr'];
const LIST_TAGS = ['ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'];
const MEDIA_TAGS = ['a', 'img', 'video', 'audio', 'source'];

/** Hex, rgb(a) and named colours; nothing with url(), expression() or other functions. */
const COLOR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)|[a-z]{3,20})$/i;
const FONT_SIZE = /^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$|^(x{0,2}-)?(small|large)$|^medium$/i;
const SIZE_ATTR = /^\d{1,5}(px|%)?$/;
/** Raster images only: an SVG data URL could carry script when opened on its own. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    'text-align': [/^(left|right|center|justify)$/],
    color: [COLOR],
    'background-color': [COLOR],
    'font-size': [FONT_SIZE],
  },
};

function sizeAttrs(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out = { ...attribs };
  for (const k of ['width', 'height']) {
    if (out[k] !== undefined && !SIZE_ATTR.test(out[k].trim())) delete out[k];
  }
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, ...INLINE_TAGS, ...LIST_TAGS, ...TABLE_TAGS, ...MEDIA_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    audio: ['src', 'controls'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    col: ['span', 'width'],
    ol: ['start'],
    ...Object.fromEntries(TEXT_TAGS.map((t) => [t, ['style']])),
  },
  allowedStyles: STYLES,
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  // Dropped along with their content; anything else not allowed is removed but its text is kept.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  selfClosing: ['img', 'br', 'hr', 'source', 'col'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      } else if (attribs.rel) out.rel = attribs.rel;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out = sizeAttrs(attribs);
      if (out.src?.trim().toLowerCase().startsWith('data:') && !DATA_IMAGE.test(out.src.trim())) delete out.src;
      return { tagName, attribs: out };
    },
    video: (tagName, attribs) => ({ tagName, attribs: sizeAttrs(attribs) }),
  },
  // An image without a usable source is noise.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitizes rich text for storage. `null`/`undefined` become ''. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The plain text of rich text (tags removed, entities decoded, whitespace collapsed), e.g. for summaries. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when rich text has nothing a reader would see: no text and no image, audio or video. */
export function isBlankRichText(html: string | null | undefined): boolean {
  const clean = sanitizeRichText(html);
  return htmlToPlainText(clean) === '' && !/<(img|video|audio)\b/i.test(clean);
}
