import { Link } from 'wouter';
import { layoutText } from '../../content/navigation';
import { site } from '../../content/site';

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-control text-lg font-bold tracking-tight text-ink"
      aria-label={layoutText.homeLinkLabel}
      onClick={onNavigate}
    >
      <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
      <span aria-hidden="true">{site.brandName}</span>
    </Link>
  );
}
