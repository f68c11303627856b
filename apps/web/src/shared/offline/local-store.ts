/**
 * What an exam page keeps on the device (docs/EXAMS.md#answer-journal): the answers not yet acknowledged
 * by the server, and the paper it is answering (the card and every question, never a key), so a page that
 * lost its connection, or was reloaded while offline, can go on. IndexedDB, one database, one table per
 * kind, string keys; where IndexedDB is missing (old browsers, private modes that refuse it, unit tests)
 * the same interface keeps the rows in memory for the page's life.
 */
export type TableName = 'answers' | 'papers' | 'qus';

export interface LocalTable<T> {
  get(key: string): Promise<T | undefined>;
  put(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every row whose key starts with `prefix`, in key order. */
  list(prefix: string): Promise<T[]>;
  /** Deletes every row whose key starts with `prefix`. */
  clear(prefix: string): Promise<void>;
}

const DB_NAME = 'xuekao-offline';
const TABLES: TableName[] = ['answers', 'papers', 'qus'];

let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        for (const t of TABLES) if (!req.result.objectStoreNames.contains(t)) req.result.createObjectStore(t);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const range = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

function idbTable<T>(db: IDBDatabase, name: TableName): LocalTable<T> {
  const store = (mode: IDBTransactionMode) => db.transaction(name, mode).objectStore(name);
  return {
    get: (key) => done(store('readonly').get(key)) as Promise<T | undefined>,
    put: async (key, value) => {
      await done(store('readwrite').put(value, key));
    },
    delete: async (key) => {
      await done(store('readwrite').delete(key));
    },
    list: (prefix) => done(store('readonly').getAll(range(prefix))) as Promise<T[]>,
    clear: async (prefix) => {
      await done(store('readwrite').delete(range(prefix)));
    },
  };
}

const memory = new Map<TableName, Map<string, unknown>>();

function memoryTable<T>(name: TableName): LocalTable<T> {
  let rows = memory.get(name);
  if (!rows) {
    rows = new Map();
    memory.set(name, rows);
  }
  const m = rows;
  const keys = (prefix: string) => [...m.keys()].filter((k) => k.startsWith(prefix)).sort();
  return {
    get: async (key) => m.get(key) as T | undefined,
    put: async (key, value) => {
      // a copy, as IndexedDB stores one
      m.set(key, structuredClone(value));
    },
    delete: async (key) => {
      m.delete(key);
    },
    list: async (prefix) => keys(prefix).map((k) => m.get(k) as T),
    clear: async (prefix) => {
      for (const k of keys(prefix)) m.delete(k);
    },
  };
}

/** One table of the device's store; a table whose database cannot open works in memory instead. */
export function localTable<T>(name: TableName): LocalTable<T> {
  const table = openDb().then((db) => (db ? idbTable<T>(db, name) : memoryTable<T>(name)));
  return {
    get: (key) => table.then((t) => t.get(key)),
    put: (key, value) => table.then((t) => t.put(key, value)),
    delete: (key) => table.then((t) => t.delete(key)),
    list: (prefix) => table.then((t) => t.list(prefix)),
    clear: (prefix) => table.then((t) => t.clear(prefix)),
  };
}

/** Forgets the in-memory rows (unit tests); tables already made keep working, empty. */
export function resetMemoryTables(): void {
  for (const rows of memory.values()) rows.clear();
}
