/** The product version (OpenAPI, /api/health). */
export const APP_VERSION = '0.1.0';
