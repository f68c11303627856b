import type { AppContext } from '@server/app-context.ts';
import { perApp } from '@server/lib/per-app.ts';
import type { QuDetail } from '@xuekao/contracts';
import { loadQuDetails } from '../qu/qu-load.ts';

/**
 * Question details for papers, cached in process for a short time: thousands of learners open the same
 * questions at the start of an exam, and `qu-detail` should not cost three queries each time. An edit
 * of a question reaches papers in progress within `TTL_MS`.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
/** Per app (a process serves one app; tests build several, on databases with the same seed ids). */
const cacheOf = perApp((_: AppContext) => new Map<string, { at: number; detail: QuDetail }>());

/** Details of the questions by id; missing (deleted) questions are absent from the map. */
export async function paperQuDetails(app: AppContext, quIds: string[]): Promise<Map<string, QuDetail>> {
  const cache = cacheOf(app);
  const now = Date.now();
  const out = new Map<string, QuDetail>();
  const missing: string[] = [];
  for (const id of quIds) {
    const hit = cache.get(id);
    if (hit && now - hit.at < TTL_MS) out.set(id, hit.detail);
    else missing.push(id);
  }
  if (missing.length) {
    const loaded = await loadQuDetails(app, missing);
    if (cache.size + loaded.size > MAX_ENTRIES) cache.clear();
    for (const [id, detail] of loaded) {
      cache.set(id, { at: now, detail });
      out.set(id, detail);
    }
  }
  return out;
}
