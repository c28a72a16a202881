/** `npm run test:e2e`'s first step: the programs the tests need, installed or asked for. */
import { ensureTools } from './ensureTools';

if (!ensureTools()) process.exit(1);
