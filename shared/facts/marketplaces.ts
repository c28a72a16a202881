/**
 * The nine Amazon marketplaces the platform advertises in, by their countries (ISO 3166-1
 * alpha-2), in the order the site names them.
 */
export const marketplaceCountries = ['US', 'CA', 'MX', 'GB', 'DE', 'FR', 'IT', 'ES', 'AU'] as const;
