import { layoutText } from '../../content/navigation';
import { site } from '../../content/site';

export function BrandLink() {
  return (
    <a
      href="/"
      className="flex items-center gap-2 rounded-control text-lg font-bold tracking-tight text-ink"
      aria-label={layoutText.homeLinkLabel}
    >
      <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
      <span aria-hidden="true">{site.brandName}</span>
    </a>
  );
}
