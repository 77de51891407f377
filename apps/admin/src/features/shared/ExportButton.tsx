import { errorMessage } from '@bonus/domain';
import { Alert, Button } from '@bonus/ui';
import { useState } from 'react';

/** Saves text as a file through a temporary link. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** A button that fetches a CSV from the api and saves it; says so when it could not. */
export function ExportButton({ label, fileName, load }: { label: string; fileName: string; load: () => Promise<string> }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const run = async () => {
    setState('loading');
    try {
      download(fileName, await load());
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void run()} disabled={state === 'loading'} aria-busy={state === 'loading'}>
        {state === 'loading' ? 'Připravuji export…' : label}
      </Button>
      {state === 'failed' && <Alert>{errorMessage('DATA_LOAD_FAILED')}</Alert>}
    </>
  );
}
