import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { useSite } from '@web/core/session';
import { endpoints } from '@xuekao/contracts';
import { lazy, Suspense } from 'react';

const MaintenanceAlert = lazy(() => import('./maintenance-alert'));

/** How often a learner page asks whether maintenance mode changed. */
const MAINTENANCE_POLL_MS = 60_000;

/**
 * Maintenance mode's notice on every learner page (issue 26 item 4): the site's text while staff have the
 * site in maintenance (no new exam, study or contest starts; papers in progress go on). The site data of the
 * sign-in is where it starts; the page asks again every minute and when it regains focus, so a learner who
 * stays on a page sees the switch too.
 */
export function MaintenanceBanner() {
  const site = useSite();
  const { data } = useQuery({
    queryKey: ['site', 'maintenance'],
    // Quiet: on a bad connection the notice simply stays as it was (no error toast every minute).
    queryFn: () => call(endpoints.config.detail, { id: '1' }, { silent: true, quiet: true }),
    // The sign-in's site data is the first answer: no extra call when a page opens.
    initialData: site ?? undefined,
    staleTime: MAINTENANCE_POLL_MS,
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const maintenance = data?.maintenance;
  if (!maintenance?.on) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceAlert msg={maintenance.msg} />
    </Suspense>
  );
}
