import { useMutation, useQuery } from '@apollo/client/react';
import { CZECH_DATE_MESSAGE, czechDateInputValue, errorMessage, formatCzechDate, OPERATOR_STATUS_LABELS, OPERATOR_STATUSES, OperatorStatus, parseCzechDate } from '@bonus/domain';
import { Alert, Button, DataColumn, DataTable, DateField, ErrorState, LoadingState } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { OPERATOR_STATUSES_QUERY, OperatorStatusView, RECORD_OPERATOR_STATUS_MUTATION } from './casino-pause.graphql';
import { failureText } from '../../../shared/failure-text';

const date = (seconds: number) => formatCzechDate(new Date(seconds * 1000));
const COLUMNS: DataColumn<OperatorStatusView>[] = [
  { id: 'company', header: 'Provozovatel', cell: (row) => row.companyName, sortValue: (row) => row.companyName },
  { id: 'status', header: 'Stav', cell: (row) => OPERATOR_STATUS_LABELS[row.status as OperatorStatus] },
  { id: 'since', header: 'Od', cell: (row) => date(row.since), sortValue: (row) => row.since },
  { id: 'recorded', header: 'Zapsáno', cell: (row) => date(row.recordedAt), sortValue: (row) => row.recordedAt },
];

/**
 * Stav účtů u provozovatelů: what operators did with the member's account. Restricted bonuses, a closed account
 * or self-exclusion keep that operator's offers from them (OPERATOR_RESTRICTED in the claim planner); the history stays.
 */
export function OperatorStatusSection() {
  const { data, error, refetch } = useQuery(OPERATOR_STATUSES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [record, { loading }] = useMutation(RECORD_OPERATOR_STATUS_MUTATION, { refetchQueries: [{ query: OPERATOR_STATUSES_QUERY }, 'Bonuses'], awaitRefetchQueries: true });
  const [companyId, setCompanyId] = useState('');
  const [status, setStatus] = useState<OperatorStatus>('bonus_restricted');
  const [since, setSince] = useState(() => czechDateInputValue(new Date()));
  const [errors, setErrors] = useState<{ company?: string; since?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (error && !data) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label="Načítám stavy účtů…" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sinceDate = parseCzechDate(since);
    const found = { company: companyId ? undefined : 'Vyberte provozovatele.', since: sinceDate ? undefined : CZECH_DATE_MESSAGE };
    setErrors(found);
    if (!sinceDate || found.company) return;
    setFailure(null);
    try {
      await record({ variables: { input: { companyId: Number(companyId), status, sinceTimestamp: Math.floor(sinceDate.getTime() / 1000) } } });
      setCompanyId('');
    } catch (caught) {
      setFailure(failureText(caught, 'CHANGES_SAVE_FAILED'));
    }
  };
  const casinos = data.companies.filter((company) => company.kind === 'casino');
  const banks = data.companies.filter((company) => company.kind !== 'casino');

  return (
    <section aria-labelledby="operator-status-heading">
      <h2 id="operator-status-heading">Stav účtů u provozovatelů</h2>
      <p>Omezil vám provozovatel bonusy, zrušil účet, nebo jste se u něj sami vyloučili? Zapište to a jeho nabídky vám přestaneme nabízet. Zapsat lze i návrat do běžného stavu.</p>
      <DataTable label="Stav účtů u provozovatelů" rows={data.operatorStatuses} columns={COLUMNS} rowKey={(row) => String(row.id)} emptyText="Zatím jste žádný stav nezapsali." />
      <form className="casino-pause-form ui-card" onSubmit={(event) => void submit(event)} noValidate aria-label="Zapsat stav účtu">
        <div className="ui-field">
          <label htmlFor="operator-status-company">Provozovatel</label>
          <select id="operator-status-company" value={companyId} aria-invalid={Boolean(errors.company)} aria-describedby={errors.company ? 'operator-status-company-error' : undefined} onChange={(e) => setCompanyId(e.target.value)}>
            <option value="">Vyberte</option>
            <optgroup label="Kasina">
              {casinos.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Banky">
              {banks.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </optgroup>
          </select>
          {errors.company && (
            <span id="operator-status-company-error" className="ui-field__error">
              {errors.company}
            </span>
          )}
        </div>
        <div className="ui-field">
          <label htmlFor="operator-status-status">Stav</label>
          <select id="operator-status-status" value={status} onChange={(e) => setStatus(e.target.value as OperatorStatus)}>
            {OPERATOR_STATUSES.map((value) => (
              <option key={value} value={value}>
                {OPERATOR_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <DateField label="Od" value={since} error={errors.since} onChange={(e) => setSince(e.target.value)} />
        <Button type="submit" disabled={loading}>
          Zapsat stav
        </Button>
      </form>
      {failure && <Alert>{failure}</Alert>}
    </section>
  );
}
