import { errorMessage } from '@bonus/domain';
import { useState } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

/** Saves a file through a temporary link. */
export function saveFile(name: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** A button that fetches a file (CSV, PDF) from the api and saves it; says so when it could not. */
export function DownloadButton({ label, fileName, load }: { label: string; fileName: string; load: () => Promise<Blob> }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const run = async () => {
    setState('loading');
    try {
      saveFile(fileName, await load());
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void run()} disabled={state === 'loading'} aria-busy={state === 'loading'}>
        {state === 'loading' ? 'Připravuji soubor…' : label}
      </Button>
      {state === 'failed' && <Alert>{errorMessage('DATA_LOAD_FAILED')}</Alert>}
    </>
  );
}

/** A CSV text as a file for DownloadButton. */
export const csvFile = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });
