import { BANK_STATEMENT_MAX_BYTES, BankStatementDto, czechBanks, SkippedEntryDto, statementImportSummary } from '@bonus/domain';
import { Alert, Button } from '@bonus/ui';
import { FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { SkippedEntries } from './SkippedEntries';
import { StatementDropZone } from './StatementDropZone';
import { UploadProgress } from './UploadProgress';
import { isGpcFile, TOO_LARGE, UPLOAD_FAILED, StatementUpload as UploadInput, UploadRefused } from './upload-statement';

const BANKS = czechBanks();
const KNOWN_TYPE = /\.(xml|gpc|txt|abo)$/i;
const WRONG_TYPE = 'Tento soubor výpis není: nahrajte CAMT.053 (.xml) nebo GPC (.gpc, .txt, .abo).';

type Outcome = { step: 'ready' } | { step: 'sending'; share: number } | { step: 'done'; summary: string; skipped: SkippedEntryDto[] } | { step: 'failed'; message: string };

/**
 * Nahrát výpis: a file dropped or picked, the bank of a GPC file's account (which GPC does not name), the upload
 * with its progress, then what it added or the server's reason. A refused file stays chosen, and another can be picked.
 */
export function StatementUpload({ upload, onImported }: { upload: (input: UploadInput) => Promise<BankStatementDto>; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [bankCode, setBankCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ step: 'ready' });
  const sending = outcome.step === 'sending';
  const heading = useRef<HTMLHeadingElement>(null);

  const choose = (chosen: File) => {
    const refusal = !KNOWN_TYPE.test(chosen.name) ? WRONG_TYPE : chosen.size > BANK_STATEMENT_MAX_BYTES ? TOO_LARGE : null;
    setFile(refusal ? null : chosen);
    setOutcome(refusal ? { step: 'failed', message: refusal } : { step: 'ready' });
  };
  const send = async (chosen: File) => {
    setOutcome({ step: 'sending', share: 0 });
    try {
      const result = await upload({ file: chosen, bankCode: isGpcFile(chosen) && bankCode ? bankCode : null, onProgress: (share) => setOutcome({ step: 'sending', share }) });
      setFile(null);
      setOutcome({ step: 'done', summary: statementImportSummary(result.imported, result.duplicates), skipped: result.skipped ?? [] });
      // The upload button has gone with the file; the focus stays in the section.
      heading.current?.focus();
      onImported();
    } catch (caught) {
      setOutcome({ step: 'failed', message: caught instanceof UploadRefused ? caught.message : UPLOAD_FAILED });
    }
  };

  return (
    <section className="ui-card statement-upload" aria-labelledby="statement-upload-title">
      <h2 id="statement-upload-title" ref={heading} tabIndex={-1}>
        Nahrát výpis
      </h2>
      <p>Výpis z účtu stáhněte v internetovém bankovnictví ve formátu CAMT.053 (XML) nebo GPC. Pohyby, které už tu máte, se znovu nepřidají.</p>
      <StatementDropZone onFile={choose} disabled={sending} />
      {file && (
        <div className="statement-upload__file">
          <p>
            <FileText size={20} aria-hidden="true" /> <strong>{file.name}</strong>
          </p>
          {isGpcFile(file) && (
            <div className="ui-field">
              <label htmlFor="statement-bank">Banka účtu (nepovinné)</label>
              <select id="statement-bank" value={bankCode} disabled={sending} aria-describedby="statement-bank-hint" onChange={(event) => setBankCode(event.target.value)}>
                <option value="">Neuvádět</option>
                {BANKS.map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
              <p id="statement-bank-hint" className="statement-upload__hint">
                Soubor GPC neuvádí banku vašeho účtu. Podle ní poznáme, které pohyby se počítají do bonusu té banky.
              </p>
            </div>
          )}
          <Button disabled={sending} aria-busy={sending} onClick={() => void send(file)}>
            {sending ? 'Nahrávám…' : 'Nahrát výpis'}
          </Button>
        </div>
      )}
      {outcome.step === 'sending' && <UploadProgress share={outcome.share} />}
      {outcome.step === 'done' && <Alert kind="success">{outcome.summary}</Alert>}
      {outcome.step === 'done' && <SkippedEntries entries={outcome.skipped} />}
      {outcome.step === 'failed' && <Alert>{outcome.message}</Alert>}
    </section>
  );
}
