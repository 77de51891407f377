import { uploadStatement, UploadRefused } from './upload-statement';

/** A stand-in XMLHttpRequest that records what was sent and answers as the test says. */
class FakeRequest {
  static last: FakeRequest;
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, response: unknown) {
    Object.assign(this, { status, response });
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeAll(() => (globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest));
afterAll(() => (globalThis.XMLHttpRequest = original));

const gpc = new File(['074'], 'vypis.gpc');
const xml = new File(['<Document/>'], 'vypis.XML');

describe('uploadStatement', () => {
  it('sends a GPC file as text with its bank and the token, and reports the progress', async () => {
    const onProgress = jest.fn();
    const sent = uploadStatement('/api', 'token-1', { file: gpc, bankCode: '0800', onProgress });
    const request = FakeRequest.last;
    expect(request.url).toBe('/api/bank_statement?bank_code=0800');
    expect(request.headers).toEqual({ authorization: 'Bearer token-1', 'content-type': 'text/plain' });
    expect(request.body).toBe(gpc);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    expect(onProgress).toHaveBeenCalledWith(0.25);
    const result = { id: 3, account: '2000145399/0800', from_timestamp: 1, to_timestamp: 2, imported: 5, duplicates: 0 };
    request.answer(201, result);
    await expect(sent).resolves.toEqual(result);
  });

  it('sends CAMT.053 as XML and rejects with the server’s Czech reason', async () => {
    const sent = uploadStatement('', 't', { file: xml, bankCode: null, onProgress: jest.fn() });
    expect(FakeRequest.last.url).toBe('/bank_statement');
    expect(FakeRequest.last.headers['content-type']).toBe('application/xml');
    FakeRequest.last.answer(400, { error: 'Chybí element Stmt.', code: 'BANK_STATEMENT_INVALID' });
    await expect(sent).rejects.toEqual(new UploadRefused('Chybí element Stmt.'));
  });

  it('says so in Czech when the file is too large or the network fails', async () => {
    const large = uploadStatement('', 't', { file: gpc, bankCode: null, onProgress: jest.fn() });
    FakeRequest.last.answer(413, null);
    await expect(large).rejects.toThrow(/příliš velký/);
    const offline = uploadStatement('', 't', { file: gpc, bankCode: null, onProgress: jest.fn() });
    FakeRequest.last.onerror?.();
    await expect(offline).rejects.toThrow(/nepodařilo nahrát/);
  });
});
