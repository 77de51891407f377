import { useMutation } from '@apollo/client/react';
import { COMPANY_KINDS, CompanyKind, CZECH_DATE_MESSAGE, czechBanks, czechDateInputValue, parseCzechDate } from '@bonus/domain';
import { Alert, Button, DateField, Modal, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { AdminCompanyView, UPDATE_COMPANY_MUTATION } from './companies.graphql';
import './companies.css';

export const COMPANY_KIND_LABELS: Record<CompanyKind, string> = { bank: 'Banka', casino: 'Kasino' };
const BANKS = czechBanks();

/**
 * Edits whether a company is a bank (with its ČNB code, by which members' statements count toward its offers) or a
 * casino (with its Ministry of Finance licence: number and end).
 */
export function CompanyFormModal({ company, onClose }: { company: AdminCompanyView; onClose: () => void }) {
  const [update, { loading }] = useMutation(UPDATE_COMPANY_MUTATION, { refetchQueries: ['AdminCompanies'], awaitRefetchQueries: true });
  const [kind, setKind] = useState<CompanyKind>((company.kind as CompanyKind | null) ?? 'bank');
  const [bankCode, setBankCode] = useState(company.bankCode ?? '');
  const [number, setNumber] = useState(company.license?.number ?? '');
  const [validUntil, setValidUntil] = useState(company.license ? czechDateInputValue(new Date(company.license.validUntil * 1000)) : '');
  const [dateError, setDateError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const casino = kind === 'casino';
    const until = casino && validUntil.trim() ? parseCzechDate(validUntil) : null;
    setDateError(casino && validUntil.trim() && !until ? CZECH_DATE_MESSAGE : undefined);
    if (casino && validUntil.trim() && !until) return;
    setFailure(null);
    try {
      await update({
        variables: { input: { id: company.id, kind, bankCode: casino ? null : bankCode || null, licenseNumber: casino && number.trim() ? number.trim() : null, licenseValidUntil: until ? Math.floor(until.getTime() / 1000) : null } },
      });
      onClose();
    } catch (problem) {
      setFailure(failureText(problem));
    }
  };

  return (
    <Modal open title={`Upravit: ${company.name}`} onClose={onClose}>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="ui-field">
          <label htmlFor="company-kind">Druh</label>
          <select id="company-kind" value={kind} onChange={(event) => setKind(event.target.value as CompanyKind)}>
            {COMPANY_KINDS.map((value) => (
              <option key={value} value={value}>
                {COMPANY_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {kind === 'bank' && (
          <div className="ui-field">
            <label htmlFor="company-bank-code">Kód banky (ČNB)</label>
            <select id="company-bank-code" value={bankCode} aria-describedby="company-bank-code-hint" onChange={(event) => setBankCode(event.target.value)}>
              <option value="">Vyberte banku</option>
              {BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.code} · {bank.name}
                </option>
              ))}
            </select>
            <p id="company-bank-code-hint" className="company-form__hint">
              Podle kódu poznáme výpisy z účtů u této banky a započítáme je do jejích bonusů.
            </p>
          </div>
        )}
        {kind === 'casino' && (
          <>
            <TextField label="Číslo licence Ministerstva financí" value={number} onChange={(event) => setNumber(event.target.value)} />
            <DateField label="Licence platí do" value={validUntil} error={dateError} onChange={(event) => setValidUntil(event.target.value)} />
            <p>Nabídky kasina bez platné licence nelze zveřejnit.</p>
          </>
        )}
        {failure && <Alert>{failure}</Alert>}
        <div className="company-form__actions">
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button type="submit" disabled={loading}>
            Uložit
          </Button>
        </div>
      </form>
    </Modal>
  );
}
