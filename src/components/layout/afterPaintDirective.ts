import type { ClientDirective } from 'astro';
import { whenIdle } from '../../integrations/whenIdle';
import { afterFirstPaint } from './afterFirstPaint';

/**
 * `client:after-paint`: hydrates an island once the page has painted and the browser is then
 * idle. Astro's `client:idle` alone can start before the first paint, since the browser may find
 * an idle period while the page is still loading; the island's script then competes with it.
 */
const afterPaintDirective: ClientDirective = (load) => {
  afterFirstPaint(() => {
    whenIdle(() => {
      void load().then((hydrate) => hydrate());
    });
  });
};

export default afterPaintDirective;
