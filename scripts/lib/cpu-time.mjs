// CPU time from Linux's /proc (null elsewhere): how much of a runner's wall time was work rather than waiting.
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat: USER_HZ, 100 on every Linux this runs on. */
const TICKS = 100;

function statFields(pid = 'self') {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, field 2, is in parentheses and may hold spaces: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) of the children this process has waited for, and of their descendants each of them
 * waited for in turn; with `self`, plus this process's own. Null without /proc.
 */
export function cpuSeconds({ self = false } = {}) {
  const f = statFields();
  if (!f) return null;
  // After the name: state is field 3, so utime (14), stime (15), cutime (16), cstime (17) sit at 11–14 here.
  const [utime, stime, cutime, cstime] = f.slice(11, 15).map(Number);
  return ((self ? utime + stime : 0) + cutime + cstime) / TICKS;
}

/** CPU seconds (user + system) process `pid` has used itself so far; null once it is gone, or without /proc. */
export function processCpuSeconds(pid) {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) / TICKS : null;
}

/**
 * Busy CPU seconds of the whole machine so far (every core's user, nice, system, irq and softirq time): on the CI
 * machine, which runs nothing else, what a runner kept busy. It also counts processes no one waits for, such as
 * Chromium's renderers, which cpuSeconds misses. Null without /proc.
 */
export function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS;
  } catch {
    return null;
  }
}
