import { enhanceScrollButtons } from '../../components/ui/scrollToTarget';
import { animateTypingHeadline } from './animateTypingHeadline';
import { enhancePartnerMarquee } from './pauseMarquee';

const headline = document.querySelector<HTMLElement>('[data-typing-headline]');
if (headline) animateTypingHeadline(headline);
const partners = document.querySelector<HTMLElement>('[aria-labelledby="partners-heading"]');
if (partners) enhancePartnerMarquee(partners);
enhanceScrollButtons(document);
