import { dicTitleOf, useDicTree } from '@web/api/dic';

export interface DictTextProps {
  dicCode: string;
  value: unknown;
  /** Shown when the value has no title (default: the value itself). */
  fallback?: string;
}

/** The dictionary text display of docs/REQUIREMENTS.md#pickers: the title of a value (lookups cached 5 minutes). */
export function DictText({ dicCode, value, fallback }: DictTextProps) {
  const { data } = useDicTree(dicCode);
  const title = dicTitleOf(data, value);
  return <>{title || fallback || (value === null || value === undefined ? '' : String(value))}</>;
}
