import { useApolloClient } from '@apollo/client/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from '@bonus/ui';
import { MEMBERSHIP_RECEIPT_PDF_QUERY } from './membership.graphql';

/** Downloads the PDF receipt of one payment; its name says which (several sit in one table). */
export function ReceiptButton({ paymentId, label, fileName }: { paymentId: string; label: string; fileName: string }) {
  const client = useApolloClient();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const { data } = await client.query({ query: MEMBERSHIP_RECEIPT_PDF_QUERY, variables: { paymentId }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no receipt');
      saveFile(fileName, new Blob([Uint8Array.from(atob(data.membershipReceiptPdf), (char) => char.charCodeAt(0))], { type: 'application/pdf' }));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const shown = state === 'failed' ? 'Zkusit znovu' : 'PDF';
  return (
    // The name starts with the words shown (WCAG 2.5.3, label in name), then says which payment's receipt.
    <button type="button" className="receipt-button" onClick={() => void download()} disabled={state === 'loading'} aria-busy={state === 'loading'} aria-label={`${shown}: ${label}`}>
      <Download aria-hidden="true" size={16} />
      <span aria-hidden="true">{shown}</span>
      {state === 'failed' && (
        <span role="alert" className="visually-hidden">
          Doklad se nepodařilo stáhnout.
        </span>
      )}
    </button>
  );
}
