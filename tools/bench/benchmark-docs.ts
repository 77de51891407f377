import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOCS = path.resolve(__dirname, '../../docs/benchmarks.md');

/** Where a benchmark's last run goes in docs/benchmarks.md: between these two markers. */
export interface DocsSection {
  begin: string;
  end: string;
}

/** The machine a run measured on: CPU, memory, Node and the kernel. */
export function machineText(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** Replaces a section's last run in docs/benchmarks.md (between its markers) with this one, with the date and machine. */
export function writeToDocs({ begin, end }: DocsSection, table: string): void {
  const section = `${begin}\nLast run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineText()}\n\n${table}\n${end}`;
  const text = readFileSync(DOCS, 'utf8');
  const [before, rest] = text.includes(begin) ? [text.slice(0, text.indexOf(begin)), text.slice(text.indexOf(end) + end.length)] : [`${text.trimEnd()}\n\n`, '\n'];
  writeFileSync(DOCS, `${before}${section}${rest}`);
}
