import { Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { CertLayoutField } from '@xuekao/contracts';
import { activeStorage, locateUpload } from '../file/storage/index.ts';
import { dateFolder, isPrivateKey, randomName } from '../file/storage/keys.ts';
import type { StorageProvider } from '../file/storage/types.ts';
import { layoutOf } from './cert.presenter.ts';
import { type CertDbRow, findCertById } from './cert.queries.ts';
import { certFont } from './cert-font.ts';
import { findGrantsWithUser, type GrantWithUser, updateGrantPdfs } from './cert-grant.queries.ts';
import { type CertValues, certDate } from './cert-pdf.ts';
import { CertPdfPool } from './cert-pdf-pool.ts';

/**
 * Certificate PDFs: rendered after the grant's transaction (never inside it), stored privately under
 * `cert/` through the upload storage (served only through signed addresses: they carry ID numbers), and
 * rendered again on demand (`/api/cert/grant/render`) after a template changes or a render failed.
 */

/** Largest background image read. */
const MAX_BACKGROUND_BYTES = 20 * 1024 * 1024;

/** The site address in QR codes: SITE_URL, else the request's origin, else localhost. */
export function siteBase(app: AppContext, origin?: string): string {
  const base = app.config.SITE_URL ?? origin ?? `http://localhost:${app.config.PORT}`;
  return base.replace(/\/+$/, '');
}

/** The origin a request came in on (protocol and Host as Fastify reads them). */
export function originOf(req: { protocol: string; host: string }): string {
  return `${req.protocol}://${req.host}`;
}

export const verifyUrl = (base: string, number: string) => `${base}/cert/verify/${encodeURIComponent(number)}`;

/**
 * A background image must be one of this site's public uploads: not a private photo (a learner's face or
 * capture must never end up on a certificate) and not an outside address (the server fetches nothing).
 */
export async function checkBackground(app: AppContext, url: string): Promise<void> {
  if (!url) return;
  const found = await locateUpload(app, url);
  if (!found || isPrivateKey(found.key)) throw AppError.badParams('背景图片不存在，请重新上传！');
}

export async function readBackground(app: AppContext, url: string): Promise<Buffer | null> {
  if (!url) return null;
  const found = await locateUpload(app, url);
  if (!found || isPrivateKey(found.key)) return null;
  return found.storage.read(found.key, MAX_BACKGROUND_BYTES);
}

/** Template fields a render needs. */
export type RenderTemplate = Pick<CertDbRow, 'pageWidth' | 'pageHeight' | 'bgImage'> & {
  layout: CertLayoutField[];
  /** The background already read (a batch reads it once); undefined reads it. */
  background?: Buffer | null;
};

const pools = new WeakMap<object, CertPdfPool>();

/** The process's render workers (`cert-pdf-pool.ts`), started on first use. */
function poolOf(app: AppContext): CertPdfPool {
  let pool = pools.get(app.db);
  if (!pool) {
    pool = new CertPdfPool(CertPdfPool.defaultSize(app.config.CERT_RENDER_WORKERS), (err) =>
      app.log.error({ err }, 'certificate render worker failed; rendering in the main thread'),
    );
    pools.set(app.db, pool);
  }
  return pool;
}

/** Stops the render workers (app close). */
export async function closeRenderWorkers(app: AppContext): Promise<void> {
  await pools.get(app.db)?.close();
  pools.delete(app.db);
}

export async function renderPdf(app: AppContext, t: RenderTemplate, values: CertValues): Promise<Buffer> {
  const font = certFont(app.config.CERT_FONT_PATH);
  const background = t.background !== undefined ? t.background : await readBackground(app, t.bgImage);
  return poolOf(app).render(
    { pageWidth: Number(t.pageWidth), pageHeight: Number(t.pageHeight), layout: t.layout, background },
    values,
    font,
  );
}

export function valuesOf(g: GrantWithUser, base: string): CertValues {
  return {
    realName: g.realName || g.userName,
    idCard: g.idCard,
    title: g.title,
    number: g.number,
    grantDate: certDate(g.grantTime),
    expireDate: g.expireTime ? certDate(g.expireTime) : '长期有效',
    authority: g.authority,
    sourceName: g.sourceName,
    qrcode: verifyUrl(base, g.number),
  };
}

async function storePdf(storage: StorageProvider, bytes: Buffer): Promise<string> {
  const key = `cert/${dateFolder()}/${randomName()}.pdf`;
  const { url } = await storage.put({ key, body: Readable.from([bytes]), contentType: 'application/pdf' });
  return url;
}

async function removeOld(app: AppContext, url: string): Promise<void> {
  if (!url) return;
  const found = await locateUpload(app, url);
  if (found && isPrivateKey(found.key)) await found.storage.remove(found.key).catch(() => undefined);
}

/** Renders in flight at once: one per worker thread plus one, so a worker never waits while this thread stores. */
function renderSlots(app: AppContext): number {
  return poolOf(app).capacity + 1;
}

/**
 * Renders and stores the PDFs of the given grants (their templates as they are now), as many at once as
 * there are render workers (plus one, so storing one overlaps drawing the next), yielding between them so
 * other requests keep being answered. A failure is logged and leaves the grant without a PDF (or with its
 * previous one) for a later re-render; answers the ids rendered.
 */
export async function renderGrants(app: AppContext, ids: string[], origin?: string): Promise<Set<string>> {
  const base = siteBase(app, origin);
  const templates = new Map<string, Promise<RenderTemplate | null>>();
  const templateOf = (certId: string) => {
    let t = templates.get(certId);
    if (!t) {
      t = findCertById(app.db, certId).then(async (c) =>
        c ? { ...c, layout: layoutOf(c), background: await readBackground(app, c.bgImage) } : null,
      );
      templates.set(certId, t);
    }
    return t;
  };
  const done = new Set<string>();
  for (let i = 0; i < ids.length; i += 200) {
    const storage = await activeStorage(app);
    const stored: Array<{ id: string; pdfUrl: string; old: string }> = [];
    const grants = await findGrantsWithUser(app.db, ids.slice(i, i + 200));
    let next = 0;
    const lane = async () => {
      for (let g = grants[next++]; g; g = grants[next++]) {
        try {
          const t = await templateOf(g.certId);
          if (t) {
            const pdfUrl = await storePdf(storage, await renderPdf(app, t, valuesOf(g, base)));
            stored.push({ id: g.id, pdfUrl, old: g.pdfUrl });
          }
        } catch (err) {
          app.log.error({ err, grantId: g.id }, 'certificate PDF not rendered; render it again from the grant list');
        }
        await yieldToLoop();
      }
    };
    await Promise.all(Array.from({ length: Math.min(renderSlots(app), grants.length) }, lane));
    // One statement for the chunk's addresses; the files they replace go after.
    await updateGrantPdfs(app.db, stored);
    for (const s of stored) {
      done.add(s.id);
      await removeOld(app, s.old);
    }
  }
  return done;
}
