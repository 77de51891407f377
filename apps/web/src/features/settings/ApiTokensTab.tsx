import { useMutation, useQuery } from '@apollo/client/react';
import { API_TOKEN_LIFETIMES_DAYS, type ApiTokenScope, apiTokenInputSchema, formatCzechDate } from '@bonus/domain';
import { Alert, Button, Checkbox, ErrorState, LoadingState, TextField } from '@bonus/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useMe } from '../../session/session-context';
import { API_TOKENS_QUERY, CREATE_API_TOKEN_MUTATION, REVOKE_API_TOKEN_MUTATION } from './settings.graphql';
import { failureText } from '../../shared/failure-text';

/** The form: the domain's name and lifetime rules; `write` adds the write scope to read, `admin` (admins only) both. */
const tokenFormSchema = apiTokenInputSchema.pick({ name: true, expiresInDays: true }).extend({ write: z.boolean(), admin: z.boolean() });
/** The scopes the form asks for: read always, write with either box, admin on top. */
const scopesOf = ({ write, admin }: { write: boolean; admin: boolean }): ApiTokenScope[] => ['read', ...(write || admin ? (['write'] as const) : []), ...(admin ? (['admin'] as const) : [])];
/** What a token may do, in the words of the list. */
const scopeText = (scopes: readonly string[]) => (scopes.includes('admin') ? 'čtení, zápis a správa' : scopes.includes('write') ? 'čtení a zápis' : 'jen čtení');
type TokenForm = z.input<typeof tokenFormSchema>;

const date = (seconds: number | null | undefined) => (seconds ? formatCzechDate(new Date(seconds * 1000)) : 'zatím nepoužit');

/** API tokeny: personal tokens for the member's own tools (spreadsheets, bots) through the REST api and the SDK. */
export function ApiTokensTab() {
  const me = useMe();
  const { data, error, refetch } = useQuery(API_TOKENS_QUERY, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: API_TOKENS_QUERY }];
  const [create] = useMutation(CREATE_API_TOKEN_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [revoke, revoking] = useMutation(REVOKE_API_TOKEN_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const copySecret = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('Token je zkopírovaný.'),
      () => setCopied('Token se nepodařilo zkopírovat, označte ho prosím ručně.'),
    );
  const { register, handleSubmit, reset, formState } = useForm<TokenForm>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: { name: '', expiresInDays: 90, write: false, admin: false },
  });

  const submit = handleSubmit(async ({ name, expiresInDays, write, admin }) => {
    setFailure(null);
    setSecret(null);
    setCopied('');
    try {
      const { data: created } = await create({ variables: { input: { name, expiresInDays: Number(expiresInDays), scopes: scopesOf({ write, admin }) } } });
      setSecret(created?.createApiToken.secret ?? null);
      reset();
    } catch (caught) {
      setFailure(failureText(caught, 'CHANGES_SAVE_FAILED'));
    }
  });
  const revokeToken = async ({ id, name }: { id: number; name: string }) => {
    if (!window.confirm(`Zrušit token ${name}? Nástroje, které ho používají, přestanou hned fungovat.`)) return;
    setFailure(null);
    try {
      await revoke({ variables: { id } });
      // The token's card and its button are gone: the focus goes to the section's heading, not to the page.
      heading.current?.focus();
    } catch (caught) {
      setFailure(failureText(caught, 'CHANGES_SAVE_FAILED'));
    }
  };

  return (
    <div className="dash-section api-tokens">
      <h3 id="api-tokens-title" ref={heading} tabIndex={-1}>
        API tokeny
      </h3>
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
        {me.admin && <Checkbox label="Povolit i správu (administrátorská volání pod vaším účtem; zahrnuje zápis)" {...register('admin')} />}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Vytvářím…' : 'Vytvořit token'}
        </Button>
      </form>
      {failure && <Alert>{failure}</Alert>}
      {secret && (
        <Alert kind="success">
          <p>Token je vytvořený. Zkopírujte si ho hned, znovu už ho neuvidíte:</p>
          <div className="api-tokens__secret-row">
            <input className="api-tokens__secret" readOnly value={secret} aria-label="Nový API token" onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copySecret(secret)}>
              Kopírovat
            </Button>
          </div>
          {copied && <p>{copied}</p>}
        </Alert>
      )}
      {error && !data ? (
        <ErrorState message="Tokeny se nepodařilo načíst." onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám tokeny…" />
      ) : data.apiTokens.length === 0 ? (
        <p>Zatím nemáte žádný token.</p>
      ) : (
        <ul className="api-tokens__list" aria-label="Vaše API tokeny">
          {data.apiTokens.map((token) => (
            <li key={token.id} className="api-tokens__item">
              <p className="api-tokens__name">
                <strong>{token.name}</strong> <code>{token.secretStart}…</code>
              </p>
              <dl className="api-tokens__facts">
                <div>
                  <dt>Oprávnění</dt>
                  <dd>{scopeText(token.scopes)}</dd>
                </div>
                <div>
                  <dt>Vytvořen</dt>
                  <dd>{date(token.createdAt)}</dd>
                </div>
                <div>
                  <dt>Naposledy použit</dt>
                  <dd>{date(token.lastUsedAt)}</dd>
                </div>
                <div>
                  <dt>Platí do</dt>
                  <dd>{date(token.expiresAt)}</dd>
                </div>
              </dl>
              <Button variant="secondary" disabled={revoking.loading} onClick={() => void revokeToken(token)} aria-label={`Zrušit token ${token.name}`}>
                Zrušit
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
