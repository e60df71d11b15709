/** Sent to GET check-maintenance and licences so the server can answer per release. */
export const APP_VERSION: string = __APP_VERSION__;

/** The site name the maintenance check asks about. */
export const SITE_NAME = 'lale';

export const BRAND_NAME = 'Lale';
