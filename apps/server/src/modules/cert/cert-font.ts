import fs from 'node:fs';
import { AppError } from '@server/lib/app-error.ts';
import * as fontkit from 'fontkit';
import { speedUpCffSubsets } from './cert-font-subset.ts';

/**
 * The CJK font certificates are drawn with. Debian's fonts-noto-cjk (installed by scripts/ensure-chromium.sh
 * and scripts/ensure-cert-tools.sh) ships a TrueType collection; pdfkit embeds the subset a certificate
 * uses, with a ToUnicode map (so the PDF's text can be searched and copied). `CERT_FONT_PATH` points to
 * another .ttc/.ttf/.otf; no font is ever downloaded at run time. The font is parsed once per process and
 * the parsed font is handed to every document: parsing the 19 MB collection's tables again per certificate
 * made a render cost ~120 ms of CPU, most of it the font (profiled); with the parsed font kept, the tables
 * a layout decodes stay decoded.
 */

export interface CertFont {
  path: string;
  /** The font inside a collection (.ttc); undefined for a single-font file. */
  family?: string;
  /** The parsed face (pdfkit takes a fontkit font as a font source and subsets it per document). */
  face: fontkit.Font;
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
    const parsed = fontkit.create(fs.readFileSync(path), family);
    const face = 'fonts' in parsed ? parsed.fonts[0] : parsed;
    if (!face) throw AppError.fail(FONT_MISSING_MSG);
    speedUpCffSubsets(face);
    font = { path, family, face };
    loaded.set(path, font);
  }
  return font;
}
