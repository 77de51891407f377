import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useAuth } from '@bonus/client';
import { errorMessage } from '@bonus/domain';
import { ErrorState } from '@bonus/ui';
import { useMemo } from 'react';
import { config } from '../../config';
import { StatementImports } from './StatementImports';
import { BANK_STATEMENTS_QUERY, BANK_TRANSACTIONS_QUERY, DELETE_BANK_STATEMENT_MUTATION, OFFER_NAMES_QUERY } from './statements.graphql';
import { StatementUpload } from './StatementUpload';
import './statements.css';
import { TransactionsTable } from './TransactionsTable';
import { StatementUpload as UploadInput, uploadStatement, UploadRefused } from './upload-statement';
import { failureText } from '../../shared/failure-text';

const REFETCH = [{ query: BANK_STATEMENTS_QUERY }, { query: BANK_TRANSACTIONS_QUERY }];

/** Výpisy (issue #37): the member's bank statements, their transactions and what each counts for in the started offers. */
export function StatementsPage() {
  const client = useApolloClient();
  const { firebaseUser } = useAuth();
  const statements = useQuery(BANK_STATEMENTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const transactions = useQuery(BANK_TRANSACTIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_BANK_STATEMENT_MUTATION, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const hasVerdicts = Boolean(transactions.data?.bankTransactions.some((transaction) => transaction.countsFor.length > 0));
  const offers = useQuery(OFFER_NAMES_QUERY, { skip: !hasVerdicts });
  const offerNames = useMemo(() => new Map(offers.data?.bonuses.map((bonus) => [bonus.id, bonus.name])), [offers.data]);

  const upload = async (input: UploadInput) => {
    const token = await firebaseUser?.getIdToken();
    if (!token) throw new UploadRefused('Přihlášení vypršelo. Přihlaste se prosím znovu.');
    return uploadStatement(config.restUrl, token, input);
  };
  const deleteStatement = async (id: number) => {
    try {
      await remove({ variables: { id } });
      return null;
    } catch (caught) {
      return failureText(caught, 'CHANGES_SAVE_FAILED');
    }
  };
  const failed = (statements.error && !statements.data) || (transactions.error && !transactions.data);

  return (
    <section className="dash-page statements-page" aria-labelledby="statements-title">
      <h1 id="statements-title">Výpisy</h1>
      <p className="statements-page__intro">Nahrajte výpis z banky a uvidíte u každé platby, jestli se počítá do podmínek bonusů, které plníte, a proč případně ne.</p>
      <StatementUpload upload={upload} onImported={() => void client.refetchQueries({ include: REFETCH.map(({ query }) => query) })} />
      {failed ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void Promise.all([statements.refetch(), transactions.refetch()])} />
      ) : (
        <>
          <StatementImports statements={statements.data?.bankStatements} onDelete={deleteStatement} />
          <TransactionsTable transactions={transactions.data?.bankTransactions} offerNames={offerNames} />
        </>
      )}
    </section>
  );
}
