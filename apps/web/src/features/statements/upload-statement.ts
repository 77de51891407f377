import type { BankStatementDto } from '@bonus/domain';

/** A statement file's format, by its name: CAMT.053 is XML, anything else is read as GPC (.gpc, .txt, .abo). */
export const isGpcFile = (file: File) => !file.name.toLowerCase().endsWith('.xml');

export interface StatementUpload {
  file: File;
  /** The ČNB code of a GPC file's bank, which the file does not name. */
  bankCode: string | null;
  /** Share of the file sent so far, 0 to 1. */
  onProgress: (share: number) => void;
}

/** A refused upload, with the Czech text to show. */
export class UploadRefused extends Error {}

export const TOO_LARGE = 'Soubor je příliš velký: výpis může mít nejvýš 20 MB a 20 000 pohybů.';
export const UPLOAD_FAILED = 'Výpis se nepodařilo nahrát. Zkontrolujte připojení a zkuste to znovu.';

/**
 * POST /bank_statement with the file as the body (as third-party tools send it), through XMLHttpRequest, whose
 * upload events tell how much of the file has gone. Resolves with the import's result; rejects with UploadRefused.
 */
export function uploadStatement(restUrl: string, token: string, { file, bankCode, onProgress }: StatementUpload): Promise<BankStatementDto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${restUrl}/bank_statement${bankCode ? `?bank_code=${bankCode}` : ''}`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('content-type', isGpcFile(file) ? 'text/plain' : 'application/xml');
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as (BankStatementDto & { error?: string }) | null;
      if (request.status === 201 && body) resolve(body);
      else reject(new UploadRefused(request.status === 413 ? TOO_LARGE : (body?.error ?? UPLOAD_FAILED)));
    };
    request.onerror = () => reject(new UploadRefused(UPLOAD_FAILED));
    request.send(file);
  });
}
