/**
 * Calendar days in the site's time zone (config `SITE_TZ`), as `YYYY-MM-DD` strings: the keys of the
 * statistics roll-ups and the rows of the week charts.
 */

/** Is `tz` a time zone this runtime knows (IANA name)? */
export function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date of an instant in the time zone, `YYYY-MM-DD`. */
export function dayIn(tz: string, at: Date = new Date()): string {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(tz, f);
  }
  return f.format(at);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The clock time of an instant in the time zone, `HH:mm` (24 h). */
export function clockIn(tz: string, at: Date = new Date()): string {
  let f = clocks.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(tz, f);
  }
  return f.format(at);
}

/** `YYYY-MM-DD` plus `n` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The last `n` days up to and including today in the time zone, oldest first. */
export function lastDays(tz: string, n: number, now: Date = new Date()): string[] {
  const today = dayIn(tz, now);
  return Array.from({ length: n }, (_, i) => addDays(today, i - n + 1));
}
