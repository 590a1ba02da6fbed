import { readFileSync } from 'node:fs';
import pg from 'pg';

// Linux reports process times in clock ticks, 100 a second on every common kernel build.
const TICK_MS = 10;

function processCpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/**
 * CPU time so far of the PostgreSQL backends serving `databaseName`, in ms, or undefined when
 * they are not readable (PostgreSQL on another machine, or no /proc).
 */
export async function backendCpuMs(databaseName: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    let total = 0;
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === undefined) return undefined;
      total += ms;
    }
    return total;
  } finally {
    await client.end();
  }
}
