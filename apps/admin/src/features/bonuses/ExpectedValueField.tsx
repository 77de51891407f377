import { AdminBonusForm, formatSignedCzk, GameVolatility, offerValue, typedValueTerms, valueIsComputed } from '@bonus/domain';
import { TextField } from '@bonus/ui';
import { useMemo } from 'react';
import { Control, FieldError, UseFormRegister, useWatch } from 'react-hook-form';

interface ValueGame {
  id: number;
  name: string;
  rtp: number;
  volatility: string;
}

interface ExpectedValueFieldProps {
  control: Control<AdminBonusForm>;
  register: UseFormRegister<AdminBonusForm>;
  error?: FieldError;
  games: readonly ValueGame[];
}

/**
 * "Očekávaná hodnota" (issue #53 §1, one value per offer): a casino offer with value terms and a game
 * shows the value computed from them on its best game, as the server will store it, instead of asking for
 * a second figure; any other offer asks the admin to type it.
 */
export function ExpectedValueField({ control, register, error, games }: ExpectedValueFieldProps) {
  const [bonusType, valueTerms, gameIds] = useWatch({ control, name: ['bonusType', 'valueTerms', 'gameIds'] });
  const computed = valueIsComputed({ bonusType, valueTerms, gameIds });
  const termsKey = JSON.stringify([valueTerms, gameIds]);
  const value = useMemo(() => {
    if (!computed) return null;
    const offerGames = games.filter((game) => gameIds.includes(game.id)).map((game) => ({ ...game, volatility: game.volatility as GameVolatility }));
    return offerValue(typedValueTerms(valueTerms), offerGames);
    // termsKey stands for the watched terms and games, which are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [computed, termsKey, games]);

  if (!computed) return <TextField label="Očekávaná hodnota" unit="Kč" inputMode="decimal" error={error?.message} {...register('expectedValue')} />;
  const bestGame = games.find((game) => game.id === value?.gameId);
  return (
    <div className="ui-field bonus-form__computed-value" role="group" aria-labelledby="computed-value-label">
      <span id="computed-value-label">Očekávaná hodnota</span>
      <output className="ui-money" aria-live="polite">
        {value ? formatSignedCzk(value.expectedValue) : 'Počítám…'}
      </output>
      <p className="bonus-form__hint">
        Spočítá se z podmínek protočení{bestGame ? ` na hře ${bestGame.name}, nejvýhodnější z her nabídky` : ''}. Členové uvidí všude tuto hodnotu.
      </p>
    </div>
  );
}
