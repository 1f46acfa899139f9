// Processor time spent per request, by who spent it: the app's process, the PostgreSQL server's
// processes on this machine (its backends and helpers) and the load generator. On a shared machine
// whose speed changes from hour to hour, a latency says how long a request waited; these say how
// much work it took, which moves far less between runs, so two builds can be compared by work
// even when their latencies are lost in the noise (docs/benchmarks.md, "How to read these figures").
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux unless told otherwise). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of a process and all its threads, in ms; undefined when /proc cannot tell (not Linux, or gone). */
function processCpuMs(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th
    // field of the line, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU of every process named `postgres` on this machine, in ms (0 when there is none, or no /proc). */
function postgresCpuMs(): number {
  let sum = 0;
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of dirs) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // ended meanwhile
    }
    sum += processCpuMs(pid) ?? 0;
  }
  return sum;
}

export type CpuPerRequest = {
  /** The app's process (Node, with its threads). */
  server: number | undefined;
  /** PostgreSQL's processes on this machine; undefined for the embedded database (it runs in the app's process). */
  postgres: number | undefined;
  /** This process: the load generator. */
  driver: number;
};

/**
 * Starts counting: the returned function, called after `requests` requests, gives each one's
 * share of the CPU spent meanwhile, in ms. A PostgreSQL backend that ends meanwhile takes its
 * time with it, so the pool's connections must outlive the measurement (they do: the app keeps them).
 */
export function cpuMeter(serverPid: number | undefined, postgres: boolean) {
  const server0 = serverPid === undefined ? undefined : processCpuMs(serverPid);
  const postgres0 = postgres ? postgresCpuMs() : undefined;
  const driver0 = process.cpuUsage();
  return (requests: number): CpuPerRequest => {
    const server1 = serverPid === undefined ? undefined : processCpuMs(serverPid);
    const driver = process.cpuUsage(driver0);
    return {
      server: server0 !== undefined && server1 !== undefined ? (server1 - server0) / requests : undefined,
      postgres: postgres0 !== undefined ? (postgresCpuMs() - postgres0) / requests : undefined,
      driver: (driver.user + driver.system) / 1000 / requests,
    };
  };
}
