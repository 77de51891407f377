import { operatorLettermark } from '@bonus/domain';
import './operator-mark.css';

/**
 * The operator (bank, casino) of an offer: its logo when the data has one, otherwise a lettermark (its
 * initials on a colour that follows from its name). Decorative: the name is always written beside it.
 */
export function OperatorMark({ name, logoUrl, size = 40 }: { name: string; logoUrl?: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (logoUrl) return <img className="ui-operator-mark ui-operator-mark--logo" src={logoUrl} alt="" width={size} height={size} style={style} />;
  const { letters, colour } = operatorLettermark(name);
  return (
    <span className="ui-operator-mark" aria-hidden="true" style={{ ...style, background: colour }} data-testid="operator-mark">
      {letters}
    </span>
  );
}
