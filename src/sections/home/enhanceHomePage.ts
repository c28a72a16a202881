import { enhanceScrollButtons } from '../../components/ui/scrollToTarget';
import { animateTypingHeadline } from './animateTypingHeadline';
import { PARTNERS_HEADING_ID } from './partnersHeadingId';
import { enhancePartnerMarquee } from './pauseMarquee';

const headline = document.querySelector<HTMLElement>('[data-typing-headline]');
if (headline) animateTypingHeadline(headline);
const partners = document.querySelector<HTMLElement>(`[aria-labelledby="${PARTNERS_HEADING_ID}"]`);
if (partners) enhancePartnerMarquee(partners);
enhanceScrollButtons(document);
