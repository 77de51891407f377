import { formatCzechDateTime, UpcomingDeadline } from '@bonus/domain';
import { StatusLabel } from '@bonus/ui';

/** The next due step of each started offer, overdue first; an empty state when nothing is due. */
export function DeadlineList({ deadlines }: { deadlines: UpcomingDeadline[] }) {
  if (deadlines.length === 0) return <p className="deadlines__empty">Žádný termín vás teď nečeká. Objeví se tu, až začnete bonus, jehož kroky mají lhůtu.</p>;
  return (
    <ol className="deadlines__list">
      {deadlines.map((deadline) => (
        <li key={deadline.bonusId} data-testid="upcoming-deadline">
          <span className="deadlines__offer">{deadline.bonusName}</span>
          <span className="deadlines__step">{deadline.stepTitle}</span>
          <span className="deadlines__when">
            {deadline.overdue ? 'Termín byl' : 'Splnit do'} {formatCzechDateTime(new Date(deadline.dueTimestamp * 1000))}
            {deadline.overdue && <StatusLabel tone="danger">Zmeškaný termín</StatusLabel>}
          </span>
        </li>
      ))}
    </ol>
  );
}
