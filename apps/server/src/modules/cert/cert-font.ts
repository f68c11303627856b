import fs from 'node:fs';
import { AppError } from '@server/lib/app-error.ts';

/**
 * The CJK font certificates are drawn with. Debian's fonts-noto-cjk (installed by scripts/ensure-chromium.sh
 * and scripts/ensure-cert-tools.sh) ships a TrueType collection; pdfkit embeds the subset a certificate
 * uses, with a ToUnicode map (so the PDF's text can be searched and copied). `CERT_FONT_PATH` points to
 * another .ttc/.ttf/.otf; no font is ever downloaded at run time.
 */

export interface CertFont {
  path: string;
  /** The font inside a collection (.ttc); undefined for a single-font file. */
  family?: string;
  bytes: Buffer;
}

export const DEFAULT_FONT_PATHS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
];
/** The simplified-Chinese face of the Noto CJK collection. */
const NOTO_SC = 'NotoSansCJKsc-Regular';

export const FONT_MISSING_MSG =
  '证书字体缺失：请在服务器上安装 fonts-noto-cjk（apt-get install fonts-noto-cjk），或用 CERT_FONT_PATH 指定中文字体文件！';

const loaded = new Map<string, CertFont>();

/** Where the font is: `configured` (CERT_FONT_PATH) or the first Debian location present; null when none. */
export function findFontPath(configured?: string): string | null {
  if (configured) return fs.existsSync(configured) ? configured : null;
  return DEFAULT_FONT_PATHS.find((p) => fs.existsSync(p)) ?? null;
}

/** The font, read once per process; a clear error naming the package to install when it is missing. */
export function certFont(configured?: string): CertFont {
  const path = findFontPath(configured);
  if (!path) throw AppError.fail(FONT_MISSING_MSG);
  let font = loaded.get(path);
  if (!font) {
    const family = /\.ttc$/i.test(path) ? (/NotoSansCJK/i.test(path) ? NOTO_SC : undefined) : undefined;
    font = { path, family, bytes: fs.readFileSync(path) };
    loaded.set(path, font);
  }
  return font;
}
