import { CZECH_DATE_MESSAGE, czechDateInputValue, MEMBER_ACCOUNT_MESSAGES, parseCzechDate } from '@bonus/domain';
import { Alert, Button, DateField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import type { CompanyOption, MemberAccountView } from './accounts.graphql';

export interface AccountDates {
  companyId: number;
  openedTimestamp: number;
  closedTimestamp: number | null;
}

const dateText = (seconds: number | null | undefined) => (seconds ? czechDateInputValue(new Date(seconds * 1000)) : '');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Adds an account or corrects one's dates; the company is fixed once recorded. Dates are typed day-month-year. */
export function AccountForm({ companies, account, onSave, onCancel }: { companies: readonly CompanyOption[]; account: MemberAccountView | null; onSave: (dates: AccountDates) => Promise<string | null>; onCancel: () => void }) {
  const [companyId, setCompanyId] = useState(account ? String(account.company.id) : '');
  const [opened, setOpened] = useState(dateText(account?.openedAt));
  const [closed, setClosed] = useState(dateText(account?.closedAt));
  const [errors, setErrors] = useState<{ company?: string; opened?: string; closed?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const openedDate = parseCzechDate(opened);
    const closedDate = closed.trim() ? parseCzechDate(closed) : null;
    const found = {
      company: companyId ? undefined : MEMBER_ACCOUNT_MESSAGES.company,
      opened: openedDate ? undefined : CZECH_DATE_MESSAGE,
      closed: closed.trim() && !closedDate ? CZECH_DATE_MESSAGE : undefined,
    };
    setErrors(found);
    if (!openedDate || found.company || found.closed) return;
    setBusy(true);
    setFailure(await onSave({ companyId: Number(companyId), openedTimestamp: seconds(openedDate), closedTimestamp: closedDate ? seconds(closedDate) : null }));
    setBusy(false);
  };

  return (
    <form className="accounts-form ui-card" onSubmit={(event) => void submit(event)} noValidate aria-label={account ? `Upravit účet ${account.company.name}` : 'Přidat účet'}>
      <div className="ui-field">
        <label htmlFor="account-company">Banka nebo kasino</label>
        <select id="account-company" value={companyId} disabled={Boolean(account)} aria-invalid={Boolean(errors.company)} aria-describedby={errors.company ? 'account-company-error' : undefined} onChange={(e) => setCompanyId(e.target.value)}>
          <option value="">Vyberte</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
        {errors.company && <span id="account-company-error" className="ui-field__error">{errors.company}</span>}
      </div>
      <DateField label="Založen" value={opened} error={errors.opened} onChange={(e) => setOpened(e.target.value)} />
      <DateField label="Zrušen (nepovinné)" value={closed} error={errors.closed} onChange={(e) => setClosed(e.target.value)} />
      {failure && <Alert>{failure}</Alert>}
      <div className="accounts-form__actions">
        <Button type="submit" disabled={busy}>
          {account ? 'Uložit změny' : 'Přidat účet'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Zrušit
        </Button>
      </div>
    </form>
  );
}
