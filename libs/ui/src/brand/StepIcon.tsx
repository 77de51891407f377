import {
  Banknote, BadgeCheck, Clock, Contact, CreditCard, Dices, FilePen, Gift, Landmark, Lock, Mail, Smartphone, Spade, Star, Target, TrendingUp, type LucideIcon,
} from 'lucide-react';
import type { STEP_ICONS } from '@bonus/domain';

type StepIconKey = (typeof STEP_ICONS)[number];

/** Steps keep the emoji key admins pick (the stored contract); screens draw the matching line icon. */
const STEP_ICON_COMPONENTS: Record<StepIconKey, LucideIcon> = {
  '📝': FilePen, '🪪': Contact, '✅': BadgeCheck, '🏦': Landmark, '💳': CreditCard, '💰': Banknote, '🎁': Gift, '🎰': Dices,
  '🎲': Dices, '🃏': Spade, '📱': Smartphone, '📧': Mail, '🔒': Lock, '⏳': Clock, '📈': TrendingUp, '🎯': Target, '⭐': Star,
};

export function StepIcon({ icon, size = 20 }: { icon: string; size?: number }) {
  const Icon = STEP_ICON_COMPONENTS[icon as StepIconKey] ?? FilePen;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
