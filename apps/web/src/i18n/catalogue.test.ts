import { TEXTS } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { type EnglishCatalogue, format, type Translator } from './core';

type AnyTranslator = Translator<string, Record<string, string>>;

// Every zh-CN catalogue (a module exporting a translator) and every en-US one, found the way load-english.ts finds them.
const zhModules = import.meta.glob<Record<string, unknown>>(
  ['/src/**/messages.ts', '/src/i18n/*.ts', '!/src/i18n/*.en-US.ts', '!/src/i18n/*.test.ts'],
  { eager: true },
);
const enModules = import.meta.glob<EnglishCatalogue>('/src/**/*.en-US.ts', { eager: true, import: 'default' });

const translators = Object.entries(zhModules).flatMap(([path, mod]) =>
  Object.values(mod)
    .filter((v): v is AnyTranslator => typeof v === 'function' && 'ns' in v && 'zh' in v)
    .map((tr) => ({ path, tr })),
);
const CJK = /[\u4e00-\u9fff]/;

describe('the message catalogue', () => {
  it('finds the catalogues of the converted areas', () => {
    expect(translators.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(enModules).length).toBe(translators.length);
  });

  it('includes the namespaces of the areas converted so far', () => {
    const names = translators.map((t) => t.tr.ns);
    // issue 17 item 4, second session: the sign-in pages and the shared widgets
    expect(names).toEqual(
      expect.arrayContaining([
        'auth',
        'shared-components',
        'shared-widgets',
        'upload',
        'recorder',
        'exam-shared',
        'learner-notice-list',
        'learner-notice-detail',
      ]),
    );
  });

  it('has one namespace per catalogue, each with an en-US file beside it', () => {
    const names = translators.map((t) => t.tr.ns);
    expect(new Set(names).size).toBe(names.length);
    for (const { path, tr } of translators) {
      const enPath = path.replace(/\.ts$/, '.en-US.ts');
      expect(enModules[enPath], `${enPath} is missing`).toBeDefined();
      expect(enModules[enPath].ns).toBe(tr.ns);
    }
  });

  it('gives every en-US namespace exactly the zh-CN keys, in English', () => {
    for (const { path, tr } of translators) {
      const en = enModules[path.replace(/\.ts$/, '.en-US.ts')].messages;
      expect(Object.keys(en).sort(), tr.ns).toEqual(Object.keys(tr.zh).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(text.trim(), `${tr.ns}.${key}`).not.toBe('');
        expect(CJK.test(text), `${tr.ns}.${key}: ${text}`).toBe(false);
        // the same {placeholders} in both languages
        const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(vars(text), `${tr.ns}.${key}`).toEqual(vars(tr.zh[key]));
      }
    }
  });

  it("keeps the spec's texts (TEXTS) complete in both languages", () => {
    for (const [key, text] of Object.entries(TEXTS)) {
      expect(text['zh-CN'], key).toBeTruthy();
      expect(text['en-US'], key).toBeTruthy();
    }
  });

  it('fills {name} placeholders and leaves unknown ones', () => {
    expect(format('共 {total} 条', { total: 3 })).toBe('共 3 条');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${...} around a placeholder
    expect(format('变量 ${{name}} 的值', { name: 'x' })).toBe('变量 ${x} 的值');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
