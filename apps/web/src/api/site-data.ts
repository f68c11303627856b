import { endpoints } from '@xuekao/contracts';
import { call } from './request';

/**
 * The site data; with `sys:config:view` it also carries the admin fields (tmpDir). Kept apart from
 * api/config.ts (query hooks) because the route guard loads it on every page, the sign-in page included,
 * which downloads no query library (bench/bundle.ts budgets).
 */
export const fetchSiteData = () => call(endpoints.config.detail, { id: '1' });
