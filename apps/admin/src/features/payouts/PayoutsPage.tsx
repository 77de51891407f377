import { pragueMonth } from '@bonus/domain';
import { Alert } from '@bonus/ui';
import { useState } from 'react';
import { PayoutBatches } from './PayoutBatches';
import { PendingPayouts } from './PendingPayouts';
import { MonthPicker } from '../../shared/MonthPicker';
import type { Notice } from '../../shared/notice';
import './payouts.css';

/** Výplaty: a month's pending payouts, the bank batches exported from them, paid and returned payouts. */
export function PayoutsPage() {
  const [month, setMonth] = useState(() => pragueMonth(new Date()));
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <section className="admin-page" aria-labelledby="payouts-title">
      <div className="admin-page__head">
        <h1 id="payouts-title">Výplaty</h1>
        <MonthPicker label="Měsíc" value={month} onChange={setMonth} currentYear={Number(pragueMonth(new Date()).slice(0, 4))} />
      </div>
      <p className="admin-total">
        Exportujte čekající výplaty do dávky pro banku (formát ABO), nahrajte soubor do internetového bankovnictví a po odeslání dávku označte jako vyplacenou. Výplatu, kterou banka vrátila,
        označte jako vrácenou: částka se vrátí na zůstatek člena.
      </p>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <PendingPayouts month={month} onNotice={setNotice} />
      <PayoutBatches onNotice={setNotice} />
    </section>
  );
}
