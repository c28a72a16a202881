declare const __SITE_URL__: string;

/** The public origin, fixed at build time from SITE_URL. */
export const siteUrl: string =
  typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'http://localhost:3000';
