/** One CSV field for Czech Excel: quoted when needed, and a leading = + - @ cannot start a formula (a plain number may be negative). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** ';'-separated rows with a byte-order mark, so Excel opens the Czech text correctly. */
export function excelCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + [header.map(csvField).join(';'), ...rows.map((row) => row.map(csvField).join(';'))].join('\r\n') + '\r\n';
}
