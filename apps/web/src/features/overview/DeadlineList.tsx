import { formatCzechDateTime, formatCzechDeadline, formatFullCzechMoment, UpcomingDeadline } from '@bonus/domain';
import { StatusLabel } from '@bonus/ui';

/**
 * The next due step of each started offer, overdue first; an empty state when nothing is due. A coming
 * deadline reads as the cards word it ("Splnit zítra do 9:30"); a missed one keeps its exact moment.
 */
export function DeadlineList({ deadlines, now = new Date() }: { deadlines: UpcomingDeadline[]; now?: Date }) {
  if (deadlines.length === 0) return <p className="deadlines__empty">Žádný termín vás teď nečeká. Objeví se tu, až začnete bonus, jehož kroky mají lhůtu.</p>;
  return (
    <ol className="deadlines__list">
      {deadlines.map((deadline) => (
        <li key={deadline.bonusId} data-testid="upcoming-deadline">
          <span className="deadlines__offer">{deadline.bonusName}</span>
          <span className="deadlines__step">{deadline.stepTitle}</span>
          <span className="deadlines__when">
            <DueMoment due={new Date(deadline.dueTimestamp * 1000)} overdue={deadline.overdue} now={now} />
            {deadline.overdue && <StatusLabel tone="danger">Zmeškaný termín</StatusLabel>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function DueMoment({ due, overdue, now }: { due: Date; overdue: boolean; now: Date }) {
  return (
    <span>
      {overdue ? 'Termín byl' : 'Splnit'}{' '}
      <time dateTime={due.toISOString()} title={formatFullCzechMoment(due)}>
        {overdue ? formatCzechDateTime(due) : formatCzechDeadline(due, now)}
      </time>
    </span>
  );
}
