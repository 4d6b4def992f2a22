// The one reader of a process's CPU time for the bench scripts (run.mjs, cpu-per-request.mjs,
// stack-floor.mjs): CPU per request is the figure other load on a shared machine disturbs least.
import { readFileSync } from 'node:fs';

/** user + system CPU time of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms); null off Linux */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
