import { addGame, removeGame } from '@bonus/domain';

interface Game {
  id: number;
  name: string;
  gameStudio: string;
}

/** The bonus's games: a select of those not chosen yet, and the chosen ones with a remove button. */
export function GamesField({ games, gameIds, onChange }: { games: Game[]; gameIds: number[]; onChange: (gameIds: number[]) => void }) {
  const nameOf = (id: number) => games.find((game) => game.id === id)?.name;
  return (
    <div className="bonus-form__games">
      <label className="ui-field">
        Přidat hru
        <select value="" onChange={(e) => e.target.value && onChange(addGame(gameIds, Number(e.target.value)))}>
          <option value="">Vyberte hru</option>
          {games
            .filter((game) => !gameIds.includes(game.id))
            .map((game) => (
              <option key={game.id} value={game.id}>
                {game.name} ({game.gameStudio})
              </option>
            ))}
        </select>
      </label>
      <ul>
        {gameIds.map((id) => (
          <li key={id}>
            {nameOf(id) ?? `Hra ${id}`}{' '}
            <button type="button" onClick={() => onChange(removeGame(gameIds, id))} aria-label={`Odebrat hru ${nameOf(id) ?? id}`}>
              ✕
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
