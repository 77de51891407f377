import { readdirSync, readFileSync } from 'node:fs';

/** A process as /proc shows it; its start time tells it from a later process that reuses the pid. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  startTime: string;
  command: string;
}

function entry(pid: number): ProcessEntry | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command sits in parentheses and may contain spaces; the fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null; // exited, waiting to be reaped
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return { pid, ppid: Number(fields[1]), startTime: fields[19], command };
  } catch {
    return null; // gone
  }
}

/** Every living process below `root` (children, their children, …), detached ones included. */
export function descendants(root: number): ProcessEntry[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => entry(Number(name)))
    .filter((found): found is ProcessEntry => found !== null);
  const found: ProcessEntry[] = [];
  let parents = new Set([root]);
  while (parents.size) {
    const children = all.filter((candidate) => parents.has(candidate.ppid));
    found.push(...children);
    parents = new Set(children.map((child) => child.pid));
  }
  return found;
}

/** The ones of `processes` still running (the same process, not a new one with its pid). */
export function stillRunning(processes: ProcessEntry[]): ProcessEntry[] {
  return processes.filter((process) => entry(process.pid)?.startTime === process.startTime);
}
