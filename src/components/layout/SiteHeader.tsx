import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { layoutText, navCta, primaryNav } from '../../content/navigation';
import { requestTrialDialog } from '../../signup/trialRequest';
import { SiteLink } from '../ui/SiteLink';
import { BrandLink } from './BrandLink';

const navLinkClass =
  'rounded-control px-3 py-2 font-medium text-muted hover:text-ink aria-[current=page]:text-primary';

export function SiteHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // On /pricing the trial button opens the dialog there rather than linking to the same page.
  const startTrial = (event: MouseEvent<HTMLAnchorElement>) => {
    closeMenu();
    if (requestTrialDialog()) event.preventDefault();
  };

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <BrandLink onNavigate={closeMenu} />
        <nav aria-label={layoutText.primaryNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((link) => (
              <li key={link.href}>
                <SiteLink link={link} className={navLinkClass} current={link.href === location} />
              </li>
            ))}
          </ul>
        </nav>
        <SiteLink
          link={navCta}
          className="btn-primary hidden md:inline-flex"
          onNavigate={startTrial}
        />
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-control text-ink md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? layoutText.menuClose : layoutText.menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={layoutText.primaryNavLabel}
        hidden={!menuOpen}
        className="border-t border-line bg-white md:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {primaryNav.map((link) => (
            <li key={link.href}>
              <SiteLink
                link={link}
                className={`${navLinkClass} block text-lg`}
                current={link.href === location}
                onNavigate={closeMenu}
              />
            </li>
          ))}
          <li className="pt-2">
            <SiteLink link={navCta} className="btn-primary w-full" onNavigate={startTrial} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
