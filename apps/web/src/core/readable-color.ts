/**
 * The theme colour as antd should paint it: text on it (white, primary buttons) and it as text (links, the
 * current tab, processing tags on their light tint) need a contrast of 4.5:1 (WCAG 2 AA, issue 17 item 5).
 * The spec's default 409EFF has 2.8:1 with white, so a colour too light is darkened, keeping its hue and
 * saturation, until it has 5.3:1 with white (which leaves 4.5:1 with a margin on the light tint antd puts
 * behind tags and the selected menu item: 5:1 leaves only 4.54:1 there).
 * The setting itself keeps the colour the user chose (decorative uses read `--xk-primary`).
 */
export const MIN_CONTRAST = 5.3;

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of an #rrggbb colour. */
function luminance([r, g, b]: number[]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of an #rrggbb colour with white. */
export function contrastWithWhite(hex: string): number {
  const rgb = parseHex(hex);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 1;
}

function parseHex(hex: string): number[] | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

function toHsl([r, g, b]: number[]): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h / 6, s, l];
}

function toHex(h: number, s: number, l: number): string {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const rgb = s === 0 ? [l, l, l] : [hue(h + 1 / 3), hue(h), hue(h - 1 / 3)];
  return `#${rgb
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `hex` when it already has 5.3:1 with white, else the same hue darkened just enough; other input as is. */
export function readablePrimary(hex: string): string {
  const rgb = parseHex(hex);
  if (!rgb || contrastWithWhite(hex) >= MIN_CONTRAST) return hex;
  const [h, s, l0] = toHsl(rgb);
  for (let l = l0; l > 0; l -= 0.005) {
    const out = toHex(h, s, l);
    if (contrastWithWhite(out) >= MIN_CONTRAST) return out;
  }
  return '#000000';
}

/** antd's seed colours of the states (ant design v6 defaults), made readable like the theme colour. */
const STATE_SEEDS = { colorSuccess: '#52c41a', colorWarning: '#faad14', colorError: '#ff4d4f' } as const;

/**
 * antd tokens of the whole app with readable contrast (issue 17 item 5, axe-core "color-contrast"): the theme
 * colour and the state colours darkened to 5.3:1, and secondary / tertiary text at 65% / 60% black (antd's
 * 45% grey has 3.4:1 on white) for descriptions, statistics titles, empty texts and hints; placeholders 55%.
 */
export function readableTokens(primary: string) {
  const painted = readablePrimary(primary);
  return {
    colorPrimary: painted,
    colorInfo: painted,
    colorSuccess: readablePrimary(STATE_SEEDS.colorSuccess),
    colorWarning: readablePrimary(STATE_SEEDS.colorWarning),
    colorError: readablePrimary(STATE_SEEDS.colorError),
    // antd's own light tints behind alerts and tags (those derived from the darker seeds look muddy).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // antd draws a select's placeholder as text (axe checks it): 55% black has 4.6:1 on white.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  };
}
