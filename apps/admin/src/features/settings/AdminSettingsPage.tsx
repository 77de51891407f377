import { useMutation, useQuery } from '@apollo/client/react';
import { SAVE_SITE_SETTINGS_MUTATION, SITE_SETTINGS_QUERY } from './settings.graphql';
import { errorMessage, SiteSettings, siteSettingsSchema } from '@bonus/domain';
import { Alert, Button, Checkbox, ErrorState, LoadingState, TextField } from '@bonus/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../shared/form-schema';
import type { Notice } from '../../shared/notice';

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

const resolver = formResolver<SiteSettings>(siteSettingsSchema);

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const { register, handleSubmit, formState } = useForm<SiteSettings>({ resolver, defaultValues: initial });
  const errors = formState.errors;
  const [result, setResult] = useState<Notice | null>(null);
  const [save, { loading }] = useMutation(SAVE_SITE_SETTINGS_MUTATION);

  const submit = async (form: SiteSettings) => {
    try {
      await save({ variables: { input: form } });
      setResult({ kind: 'success', text: 'Nastavení bylo uloženo a platí do několika sekund.' });
    } catch {
      setResult({ kind: 'error', text: errorMessage('SERVER_ERROR') });
    }
  };

  return (
    <form className="admin-settings" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <TextField label="Název webu (odesílatel e-mailů)" error={errors.siteName?.message} {...register('siteName')} />
      <TextField label="E-mail webu (adresa pro odpovědi)" type="email" error={errors.siteEmail?.message} {...register('siteEmail')} />
      {NUMBER_FIELDS.map(([key, label]) => (
        <TextField key={key} label={label} type="number" min={0} error={errors[key]?.message} {...register(key, { valueAsNumber: true })} />
      ))}
      {SWITCHES.map(([key, label]) => (
        <Checkbox key={key} label={label} {...register(key)} />
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
