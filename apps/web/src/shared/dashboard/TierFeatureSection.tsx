import { isTierCode, TierFeature, tierHasFeature } from '@bonus/domain';
import { ReactNode, useId } from 'react';
import { useMe } from '../../session/session-context';
import { FeatureLocked } from './FeatureLocked';

interface TierFeatureSectionProps {
  feature: TierFeature;
  title: string;
  /** What a lower tier sees instead: which tiers include it, and what it would show. */
  locked: { title: string; text: string };
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A titled card with a paid tier's feature, or the upgrade note for members whose tier lacks it (the server refuses it too). */
export function TierFeatureSection({ feature, title, locked, className = 'ui-card', testId, children }: TierFeatureSectionProps) {
  const me = useMe();
  const titleId = useId();
  const unlocked = isTierCode(me.tier.code) && tierHasFeature(me.tier.code, feature);
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      {unlocked ? children : <FeatureLocked title={locked.title}>{locked.text}</FeatureLocked>}
    </section>
  );
}
