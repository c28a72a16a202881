import {
  ActivitySquare,
  Bomb,
  Clock3,
  EyeOff,
  Gauge,
  History,
  ShieldCheck,
  Sprout,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { iconNames } from '../../../shared/copy/schemas';

type IconName = (typeof iconNames)[number];

const icons: Record<IconName, LucideIcon> = {
  explosion: Bomb,
  blackBox: EyeOff,
  autopilot: Gauge,
  bidding: TrendingUp,
  harvest: Sprout,
  shield: ShieldCheck,
  tracker: ActivitySquare,
  clock: Clock3,
  history: History,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
