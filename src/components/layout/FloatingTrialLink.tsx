import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { layoutText } from '../../content/navigation';

/** Spec §2 and §9: shown under 768 px (by CSS) once scrolled past 100 px, never on /pricing. */
export const FLOATING_LINK_SCROLL_THRESHOLD = 100;

export function FloatingTrialLink() {
  const [location] = useLocation();
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > FLOATING_LINK_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (location === '/pricing' || !scrolledPast) return null;

  return (
    <Link
      href="/pricing"
      className="btn-primary fixed right-4 bottom-4 z-30 shadow-soft md:hidden"
      data-testid="floating-trial-link"
    >
      {layoutText.floatingCta}
    </Link>
  );
}
