import { useQuery } from '@apollo/client/react';
import { TIERS_QUERY } from '@bonus/client';
import { formatCzk, isTierCode, showsUpgradeButton, upgradeOptions } from '@bonus/domain';
import { Link } from 'react-router';
import { membershipDaysLeft } from '../../session/membership';
import { useMe } from '../../session/SessionProvider';

export function MembershipTab() {
  const me = useMe();
  const { data } = useQuery(TIERS_QUERY);
  const daysLeft = membershipDaysLeft(me);
  const canUpgrade = isTierCode(me.tier.code) && showsUpgradeButton(me.tier.code);
  return (
    <div className="dash-section">
      <h2>Členství</h2>
      <p>
        Vaše členství: <strong>{me.tier.name}</strong>
        {daysLeft !== null && <> · platí ještě {daysLeft} dní</>}
      </p>
      {canUpgrade && data && (
        <ul className="auth-tier-options">
          {upgradeOptions(data.tiers, me.tier.id).map((tier) => (
            <li key={tier.id} className="auth-tier-option">
              <span>
                <strong>{tier.name}</strong> – {formatCzk(tier.price)} / měsíc
              </span>
              <Link className="ui-button ui-button--primary" to={`/register?step=2&tierId=${tier.id}`}>
                Upgradovat
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
