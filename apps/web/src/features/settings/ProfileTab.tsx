import { useMutation } from '@apollo/client/react';
import { UPDATE_USER_MUTATION } from './settings.graphql';
import { errorMessage, fieldErrors, updateUserInputSchema } from '@bonus/domain';
import { Alert, Button, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { useMe, useSession } from '../../session/session-context';
import { ConsentsSection } from './ConsentsSection';
import { DeleteAccountSection } from './DeleteAccountSection';

export function ProfileTab() {
  const me = useMe();
  const { refresh } = useSession();
  const [name, setName] = useState(me.name);
  const [fieldError, setFieldError] = useState<string>();
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [updateUser, { loading }] = useMutation(UPDATE_USER_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = fieldErrors(updateUserInputSchema, { name });
    setFieldError(errors?.name);
    if (errors) return;
    try {
      await updateUser({ variables: { input: { name: name.trim() } } });
      await refresh();
      setResult({ kind: 'success', text: 'Přezdívka byla uložena.' });
    } catch {
      setResult({ kind: 'error', text: errorMessage('NAME_CHANGE_FAILED') });
    }
  };

  return (
    <>
      <form className="dash-section" onSubmit={submit} noValidate>
        <h2>Profil</h2>
        <p>
          {me.fullName} · {me.email}
        </p>
        <TextField label="Přezdívka" value={name} error={fieldError} onChange={(e) => setName(e.target.value)} />
        {result && <Alert kind={result.kind}>{result.text}</Alert>}
        <Button type="submit" disabled={loading}>
          {loading ? 'Ukládám…' : 'Uložit'}
        </Button>
      </form>
      <ConsentsSection />
      <DeleteAccountSection />
    </>
  );
}
