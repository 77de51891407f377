import { activityTime, AdminActivityKind, groupByDay } from '@bonus/domain';
import { Banknote, CreditCard, Gift, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityView } from './overview.graphql';

const ICONS: Record<AdminActivityKind, typeof Gift> = { registration: UserPlus, bonus: Gift, payment: CreditCard, payout: Banknote };

/** Poslední aktivita: events under "Dnes", "Včera" or their date, each with its member linked to their detail. */
export function ActivityFeed({ events, now = new Date() }: { events: ActivityView[]; now?: Date }) {
  const groups = groupByDay(
    events.map((event) => ({ ...event, at: new Date(event.timestamp * 1000) })),
    now,
  );
  return (
    <section className="ui-card" aria-labelledby="activity-title">
      <h2 id="activity-title">Poslední aktivita</h2>
      {groups.length === 0 ? (
        <p>Zatím se nic nestalo.</p>
      ) : (
        groups.map((group) => (
          <div key={group.label} className="admin-activity__day">
            <h3>{group.label}</h3>
            <ul className="admin-activity">
              {group.events.map((event, index) => {
                const Icon = ICONS[event.kind];
                return (
                  // Two members can do the same thing in the same second: the position keeps keys unique.
                  <li key={`${index}-${event.kind}-${event.timestamp}`}>
                    <Icon aria-hidden="true" size={16} className="admin-activity__icon" />
                    <time dateTime={event.at.toISOString()}>{activityTime(event.at)}</time>
                    <span>
                      <Link to={`/admin/users/${event.memberId}`}>{event.memberName}</Link> · {event.text}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
