import { useApolloClient, useQuery } from '@apollo/client/react';
import { TAX_REPORT_CSV_QUERY, TAX_REPORT_PDF_QUERY, TAX_REPORT_QUERY } from './reports.graphql';
import { formatCount, formatCzk, TAX_CATEGORY_LABELS, TAX_REPORT_NOTE, TaxCategory } from '@bonus/domain';
import { csvFile, DownloadButton } from '@bonus/ui';
import { useState } from 'react';
import { StatsState } from '../../shared/dashboard/StatCards';
import { TierFeatureSection } from '../../shared/dashboard/TierFeatureSection';
import { PeriodSelect } from './PeriodSelect';

const FIRST_YEAR = 2020;

/** Daňový přehled (premium): the year's income by category, downloadable as CSV and PDF with every dated entry. */
export function TaxReportSection() {
  return (
    <TierFeatureSection
      feature="taxReport"
      title="Daňový přehled"
      className="ui-card report-card"
      testId="tax-report"
      locked={{
        title: 'Daňové reporty jsou součástí členství Premium.',
        text: 'Roční přehled příjmů z bankovních bonusů, výher z hazardních her a příjmů z doporučení s datem každé položky, ke stažení v CSV a PDF.',
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
            <dl className="tax-totals">
              {(Object.keys(TAX_CATEGORY_LABELS) as TaxCategory[]).map((category) => (
                <div key={category}>
                  <dt>{TAX_CATEGORY_LABELS[category]}</dt>
                  <dd>{formatCzk(report.totals[category])}</dd>
                </div>
              ))}
              <div>
                <dt>
                  Celkem ({formatCount(report.entryCount, { one: 'položka', few: 'položky', other: 'položek' })})
                </dt>
                <dd data-testid="tax-total">{formatCzk(report.total)}</dd>
              </div>
            </dl>
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
