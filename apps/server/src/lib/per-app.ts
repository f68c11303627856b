/**
 * A value kept per app instance, made on first use: process-wide caches are per app, because a process
 * serves one app but tests build several in one process (on databases with the same seed ids).
 */
export function perApp<A extends object, V>(make: (app: A) => V): (app: A) => V {
  const values = new WeakMap<A, V>();
  return (app) => {
    let v = values.get(app);
    if (v === undefined) {
      v = make(app);
      values.set(app, v);
    }
    return v;
  };
}
