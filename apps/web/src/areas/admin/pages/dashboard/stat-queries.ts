import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { endpoints } from '@xuekao/contracts';

const E = endpoints.stat;

/** Figures change slowly; a minute keeps the dashboard from refetching on every visit. */
const STALE_MS = 60_000;

export const statKeys = {
  totals: ['stat', 'totals'] as const,
  week: (which: 'user' | 'exam' | 'learn') => ['stat', 'week', which] as const,
};

/** `/api/stat/total/num/all`; idle unless `enabled` (the caller holds stat:view). */
export function useStatTotals(enabled: boolean) {
  return useQuery({ queryKey: statKeys.totals, queryFn: () => call(E.totalNumAll), enabled, staleTime: STALE_MS });
}

export function useUserWeek(enabled: boolean) {
  return useQuery({ queryKey: statKeys.week('user'), queryFn: () => call(E.userWeek), enabled, staleTime: STALE_MS });
}

export function useExamWeek(enabled: boolean) {
  return useQuery({ queryKey: statKeys.week('exam'), queryFn: () => call(E.examWeek), enabled, staleTime: STALE_MS });
}

export function useLearnWeek(enabled: boolean) {
  return useQuery({
    queryKey: statKeys.week('learn'),
    queryFn: () => call(E.learnWeek),
    enabled,
    staleTime: STALE_MS,
  });
}
