import { z } from 'zod';

const text = z.string().trim().min(1);

/** The closing call to action of Home, Pricing and the case pages (closing-cta/<language>.json). */
export const closingCtaCopySchema = z.object({ heading: text, body: text });
