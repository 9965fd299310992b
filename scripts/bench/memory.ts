import { readFile } from 'node:fs/promises';

/** CPU time (user and system, µs) process `pid` has used so far; the kernel counts in hundredths of a second. */
export async function cpuMicroseconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The highest resident memory (VmRSS, MB) of process `pid` while `work` runs, read every 100 ms. */
export async function peakResidentMb<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakKb = 0;
  const sample = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    peakKb = Math.max(peakKb, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0));
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    await sample();
    return { result, peakMb: Math.round(peakKb / 1024) };
  } finally {
    clearInterval(timer);
  }
}
