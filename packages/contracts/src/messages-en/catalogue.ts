/**
 * The shape of an English catalogue (messages-en.ts explains exact texts and templates). Below the engine and
 * the catalogues alike, so the catalogue files (learning.ts, system.ts) do not import the engine that reads them.
 */

export type MessageTemplate = readonly [zh: string, en: string];

export interface MessageCatalogue {
  exact: Readonly<Record<string, string>>;
  templates?: readonly MessageTemplate[];
}
