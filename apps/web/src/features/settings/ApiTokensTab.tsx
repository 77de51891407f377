import { useMutation, useQuery } from '@apollo/client/react';
import { graphqlError } from '@bonus/client';
import { API_TOKEN_LIFETIMES_DAYS, apiTokenInputSchema, errorMessage, formatCzechDate } from '@bonus/domain';
import { Alert, Button, Checkbox, ErrorState, LoadingState, TableScroll, TextField } from '@bonus/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { API_TOKENS_QUERY, CREATE_API_TOKEN_MUTATION, REVOKE_API_TOKEN_MUTATION } from './settings.graphql';

/** The form: the domain's name and lifetime rules; `write` adds the write scope to read. */
const tokenFormSchema = apiTokenInputSchema.pick({ name: true, expiresInDays: true }).extend({ write: z.boolean() });
type TokenForm = z.input<typeof tokenFormSchema>;

const date = (seconds: number | null | undefined) => (seconds ? formatCzechDate(new Date(seconds * 1000)) : 'zatím nepoužit');

/** API tokeny: personal tokens for the member's own tools (spreadsheets, bots) through the REST api and the SDK. */
export function ApiTokensTab() {
  const { data, error, refetch } = useQuery(API_TOKENS_QUERY, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: API_TOKENS_QUERY }];
  const [create] = useMutation(CREATE_API_TOKEN_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [revoke, revoking] = useMutation(REVOKE_API_TOKEN_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<TokenForm>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: { name: '', expiresInDays: 90, write: false },
  });

  const submit = handleSubmit(async ({ name, expiresInDays, write }) => {
    setFailure(null);
    setSecret(null);
    try {
      const { data: created } = await create({ variables: { input: { name, expiresInDays: Number(expiresInDays), scopes: write ? ['read', 'write'] : ['read'] } } });
      setSecret(created?.createApiToken.secret ?? null);
      reset();
    } catch (caught) {
      setFailure(graphqlError(caught)?.message ?? errorMessage('CHANGES_SAVE_FAILED'));
    }
  });
  const revokeToken = async (id: number) => {
    setFailure(null);
    try {
      await revoke({ variables: { id } });
    } catch (caught) {
      setFailure(graphqlError(caught)?.message ?? errorMessage('CHANGES_SAVE_FAILED'));
    }
  };

  return (
    <section className="dash-section api-tokens" aria-labelledby="api-tokens-title">
      <h3 id="api-tokens-title">API tokeny</h3>
      <p>Token dovolí vašim nástrojům (tabulce, skriptu, robotovi) číst vaše bonusy a výdělky přes API, případně je i zapisovat. Heslo ani e-mail jím změnit nejde. Token uvidíte jen jednou, uložte si ho.</p>
      <form className="api-tokens__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Název tokenu" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
        <div className="ui-field">
          <label htmlFor="api-token-lifetime">Platnost</label>
          <select id="api-token-lifetime" {...register('expiresInDays', { valueAsNumber: true })}>
            {API_TOKEN_LIFETIMES_DAYS.map((days) => (
              <option key={days} value={days}>
                {days} dní
              </option>
            ))}
          </select>
        </div>
        <Checkbox label="Povolit i zápis (zaznamenávat výdělky, postup v bonusech)" {...register('write')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Vytvářím…' : 'Vytvořit token'}
        </Button>
      </form>
      {failure && <Alert>{failure}</Alert>}
      {secret && (
        <Alert kind="success">
          <p>Token je vytvořený. Zkopírujte si ho hned, znovu už ho neuvidíte:</p>
          <input className="api-tokens__secret" readOnly value={secret} aria-label="Nový API token" onFocus={(event) => event.target.select()} />
        </Alert>
      )}
      {error && !data ? (
        <ErrorState message="Tokeny se nepodařilo načíst." onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám tokeny…" />
      ) : data.apiTokens.length === 0 ? (
        <p>Zatím nemáte žádný token.</p>
      ) : (
        <TableScroll label="Vaše API tokeny">
          <table>
            <thead>
              <tr>
                <th scope="col">Název</th>
                <th scope="col">Oprávnění</th>
                <th scope="col">Vytvořen</th>
                <th scope="col">Naposledy použit</th>
                <th scope="col">Platí do</th>
                <th scope="col">
                  <span className="visually-hidden">Akce</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.apiTokens.map((token) => (
                <tr key={token.id}>
                  <td>
                    {token.name} <code>{token.secretStart}…</code>
                  </td>
                  <td>{token.scopes.includes('write') ? 'čtení a zápis' : 'jen čtení'}</td>
                  <td>{date(token.createdAt)}</td>
                  <td>{date(token.lastUsedAt)}</td>
                  <td>{date(token.expiresAt)}</td>
                  <td>
                    <Button variant="secondary" disabled={revoking.loading} onClick={() => void revokeToken(token.id)} aria-label={`Zrušit token ${token.name}`}>
                      Zrušit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
