import { act, fireEvent, render, screen } from '@testing-library/react';
import { StatementUpload } from './StatementUpload';
import { UploadRefused, type StatementUpload as UploadInput } from './upload-statement';

const gpc = () => new File(['0740000192000145399'], 'vypis.gpc', { type: 'text/plain' });
const xml = () => new File(['<Document/>'], 'vypis.xml', { type: 'application/xml' });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('Soubor s výpisem'), { target: { files: [file] } });
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

/** An upload the test finishes by hand, after reporting progress. */
function controlledUpload() {
  const calls: UploadInput[] = [];
  let settle: { resolve: (value: { imported: number; duplicates: number; skipped?: unknown[] }) => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const upload = jest.fn(
    (input: UploadInput) =>
      new Promise<never>((resolve, reject) => {
        calls.push(input);
        settle = { resolve: (value) => resolve({ id: 1, account: '19-2000145399/0800', from_timestamp: 0, to_timestamp: 0, skipped: [], ...value } as never), reject };
      }),
  );
  return { upload, calls, settle: () => settle };
}

describe('StatementUpload', () => {
  it('asks for the bank of a GPC file only, and sends its code with the file', async () => {
    const { upload, calls, settle } = controlledUpload();
    render(<StatementUpload upload={upload} onImported={jest.fn()} />);
    pick(xml());
    expect(screen.queryByLabelText('Banka účtu (nepovinné)')).toBeNull();
    pick(gpc());
    fireEvent.change(screen.getByLabelText('Banka účtu (nepovinné)'), { target: { value: '0800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    expect(calls[0].bankCode).toBe('0800');
    expect(calls[0].file.name).toBe('vypis.gpc');
    await act(async () => settle().resolve({ imported: 1, duplicates: 0 }));
  });

  it('shows the progress of the upload, then what it added with the words agreeing with the counts', async () => {
    const { upload, calls, settle } = controlledUpload();
    const onImported = jest.fn();
    render(<StatementUpload upload={upload} onImported={onImported} />);
    pick(xml());
    fireEvent.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    act(() => calls[0].onProgress(0.42));
    expect(screen.getByRole('progressbar', { name: 'Nahrávání výpisu' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('status').textContent).toBe('Nahrávám výpis…');
    expect(screen.getByText((_, element) => element?.textContent === '42\u00a0%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vybrat soubor' })).toHaveProperty('disabled', true);
    act(() => calls[0].onProgress(1));
    expect(screen.getByRole('status').textContent).toBe('Zpracovávám výpis…');
    await act(async () => settle().resolve({ imported: 5, duplicates: 3 }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(plain(screen.getByRole('status').textContent)).toBe('Načteno 5 nových pohybů, 3 už jste nahráli dříve.');
    expect(onImported).toHaveBeenCalled();
  });

  it('says when a statement added nothing new', async () => {
    const { upload, settle } = controlledUpload();
    render(<StatementUpload upload={upload} onImported={jest.fn()} />);
    pick(gpc());
    fireEvent.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    await act(async () => settle().resolve({ imported: 0, duplicates: 2 }));
    expect(plain(screen.getByRole('status').textContent)).toBe('Nic nového: 2 pohyby z výpisu už jste nahráli dříve.');
  });

  it('lists the entries of the file that were not imported, and why', async () => {
    const { upload, settle } = controlledUpload();
    render(<StatementUpload upload={upload} onImported={jest.fn()} />);
    pick(xml());
    fireEvent.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    const skipped = [
      { position: 'pohyb 2', reference: '6727959302', reason: 'not_booked', message: 'Pohyb banka ještě nezaúčtovala (čeká na zpracování).' },
      { position: 'pohyb 5', reference: null, reason: 'other_currency', message: 'Pohyb je v jiné měně než v korunách.' },
    ];
    await act(async () => settle().resolve({ imported: 3, duplicates: 0, skipped }));
    expect(plain(screen.getByRole('heading', { name: /Nenačteno/ }).textContent)).toBe('Nenačteno: 2 pohyby');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'pohyb 2 (reference 6727959302): Pohyb banka ještě nezaúčtovala (čeká na zpracování).',
      'pohyb 5: Pohyb je v jiné měně než v korunách.',
    ]);
  });

  it("shows the server's reason, keeps the file and lets the member try again or pick another", async () => {
    const { upload, calls, settle } = controlledUpload();
    render(<StatementUpload upload={upload} onImported={jest.fn()} />);
    pick(gpc());
    fireEvent.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    await act(async () => settle().reject(new UploadRefused('Řádek 2: pole „částka“ není číslo.')));
    expect(screen.getByRole('alert').textContent).toBe('Řádek 2: pole „částka“ není číslo.');
    expect(screen.getByText('vypis.gpc')).toBeTruthy();
    pick(xml());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    expect(calls[1].file.name).toBe('vypis.xml');
    await act(async () => settle().resolve({ imported: 1, duplicates: 0 }));
    expect(plain(screen.getByRole('status').textContent)).toBe('Načten 1 nový pohyb.');
  });

  it('refuses a file that is no statement before sending anything', () => {
    const { upload } = controlledUpload();
    render(<StatementUpload upload={upload} onImported={jest.fn()} />);
    pick(new File(['%PDF'], 'vypis.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Tento soubor výpis není/);
    expect(screen.queryByRole('button', { name: 'Nahrát výpis' })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 20 MB before sending it', () => {
    const { upload } = controlledUpload();
    render(<StatementUpload upload={upload} onImported={jest.fn()} />);
    const huge = xml();
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    pick(huge);
    expect(screen.getByRole('alert').textContent).toMatch(/příliš velký/);
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes a file dropped on the zone', () => {
    const { upload } = controlledUpload();
    render(<StatementUpload upload={upload} onImported={jest.fn()} />);
    fireEvent.drop(screen.getByTestId('statement-drop'), { dataTransfer: { files: [xml()] } });
    expect(screen.getByText('vypis.xml')).toBeTruthy();
  });
});
