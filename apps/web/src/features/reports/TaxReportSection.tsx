import { useApolloClient, useQuery } from '@apollo/client/react';
import { TAX_REPORT_CSV_QUERY, TAX_REPORT_PDF_QUERY, TAX_REPORT_QUERY } from './reports.graphql';
import { formatCount, TAX_REPORT_NOTE } from '@bonus/domain';
import { csvFile, DownloadButton } from '@bonus/ui';
import { useState } from 'react';
import { StatsState } from '../../shared/dashboard/StatCards';
import { TierFeatureSection } from '../../shared/dashboard/TierFeatureSection';
import { TaxPosition } from '../../shared/tax/TaxPosition';
import { PeriodSelect } from './PeriodSelect';

const FIRST_YEAR = 2020;

/** Daňový přehled (premium): the year's position by game type and other income with its rules and sources, downloadable as CSV and PDF with every dated entry. */
export function TaxReportSection() {
  return (
    <TierFeatureSection
      feature="taxReport"
      title="Daňový přehled"
      className="ui-card report-card"
      testId="tax-report"
      locked={{
        title: 'Daňové reporty jsou součástí členství Premium.',
        text: 'Roční přehled výsledků podle druhu hazardní hry, bankovních bonusů a odměn za doporučení s datem každé položky, ke stažení v CSV a PDF. Daňovou pozici roku vidíte v Přehledu.',
      }}
    >
      <TaxReport />
    </TierFeatureSection>
  );
}

function TaxReport() {
  const client = useApolloClient();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - 1);
  const { data, error, refetch } = useQuery(TAX_REPORT_QUERY, { variables: { year } });
  const loadCsv = async () => {
    const { data: file } = await client.query({ query: TAX_REPORT_CSV_QUERY, variables: { year }, fetchPolicy: 'network-only' });
    if (!file) throw new Error('no data');
    return csvFile(file.taxReportCsv);
  };
  const loadPdf = async () => {
    const { data: file } = await client.query({ query: TAX_REPORT_PDF_QUERY, variables: { year }, fetchPolicy: 'network-only' });
    if (!file) throw new Error('no data');
    return new Blob([Uint8Array.from(atob(file.taxReportPdf), (char) => char.charCodeAt(0))], { type: 'application/pdf' });
  };
  const report = data?.taxReport;
  return (
    <>
      <PeriodSelect
        label="Rok"
        value={String(year)}
        options={Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, index) => String(thisYear - index)).map((value) => ({ value, label: value }))}
        onChange={(value) => setYear(Number(value))}
      />
      <StatsState failed={Boolean(error)} loaded={Boolean(report)} onRetry={() => void refetch()} loadingLabel="Načítám daňový přehled…">
        {report && (
          <>
            <TaxPosition position={report.summary} />
            <p data-testid="tax-entry-count">Soubory obsahují {formatCount(report.entryCount, { one: 'datovanou položku', few: 'datované položky', other: 'datovaných položek' })} roku {report.year}.</p>
            <div className="tax-downloads">
              <DownloadButton label="Stáhnout CSV" fileName={`danovy-prehled-${year}.csv`} load={loadCsv} />
              <DownloadButton label="Stáhnout PDF" fileName={`danovy-prehled-${year}.pdf`} load={loadPdf} />
            </div>
          </>
        )}
      </StatsState>
      <p className="tax-note">{TAX_REPORT_NOTE}</p>
    </>
  );
}
