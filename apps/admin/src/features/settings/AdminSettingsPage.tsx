import { useMutation, useQuery } from '@apollo/client/react';
import { SAVE_SITE_SETTINGS_MUTATION, SITE_SETTINGS_QUERY } from './settings.graphql';
import { errorMessage, fieldErrors, SiteSettings, siteSettingsSchema } from '@bonus/domain';
import { Alert, Button, Checkbox, ErrorState, LoadingState, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';

const NUMBER_FIELDS = [
  ['maxBonusesPerUser', 'Max. bonusů na uživatele (měsíčně, Premium)'],
  ['referralReward', 'Jednorázová odměna doporučujícímu za první platbu pozvaného (Kč, 0 = vypnuto)'],
  ['minWithdrawal', 'Minimální výběr (Kč)'],
] as const;

const SWITCHES = [
  ['maintenanceMode', 'Režim údržby (členové uvidí stránku údržby, administrace funguje dál)'],
  ['registrationEnabled', 'Registrace nových účtů povolena'],
  ['autoApproveUsers', 'Schvalovat nové členy automaticky (vypnuto: čekají na schválení v sekci Uživatelé)'],
  ['emailNotifications', 'E-mailová upozornění'],
] as const;

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>> | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading }] = useMutation(SAVE_SITE_SETTINGS_MUTATION);
  const set = <K extends keyof SiteSettings>(key: K, value: SiteSettings[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(siteSettingsSchema, form);
    setErrors(found);
    if (found) return;
    try {
      await save({ variables: { input: form } });
      setResult({ kind: 'success', text: 'Nastavení bylo uloženo a platí do několika sekund.' });
    } catch {
      setResult({ kind: 'error', text: errorMessage('SERVER_ERROR') });
    }
  };

  return (
    <form className="admin-settings" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Název webu (odesílatel e-mailů)" value={form.siteName} error={errors?.siteName} onChange={(e) => set('siteName', e.target.value)} />
      <TextField label="E-mail webu (adresa pro odpovědi)" type="email" value={form.siteEmail} error={errors?.siteEmail} onChange={(e) => set('siteEmail', e.target.value)} />
      {NUMBER_FIELDS.map(([key, label]) => (
        <TextField key={key} label={label} type="number" min={0} value={String(form[key])} error={errors?.[key]} onChange={(e) => set(key, e.target.value === '' ? Number.NaN : Number(e.target.value))} />
      ))}
      {SWITCHES.map(([key, label]) => (
        <Checkbox key={key} label={label} checked={form[key]} onChange={(e) => set(key, e.target.checked)} />
      ))}
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <Button type="submit" disabled={loading}>
        {loading ? 'Ukládám…' : 'Uložit nastavení'}
      </Button>
    </form>
  );
}

/** Nastavení: persisted settings that take effect (e-mail sender, maintenance, registration, approval, limits …). */
export function AdminSettingsPage() {
  const { data, error, refetch } = useQuery(SITE_SETTINGS_QUERY, { fetchPolicy: 'network-only' });
  return (
    <section className="admin-page" aria-labelledby="admin-settings-title">
      <h1 id="admin-settings-title">Nastavení</h1>
      {error && !data ? <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} /> : !data ? <LoadingState /> : <SettingsForm initial={data.siteSettings} />}
    </section>
  );
}
