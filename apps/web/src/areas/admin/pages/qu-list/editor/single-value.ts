/** The one address of an uploader limited to one file ('' when none). */
export function firstOf(v: string | string[] | null | undefined): string {
  if (Array.isArray(v)) return v[0] ?? '';
  return v ?? '';
}
