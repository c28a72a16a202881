/** The partner strip's heading: on a wide screen, the first screen of the home page ends about here. */
export const PARTNERS_HEADING_ID = 'partners-heading';
