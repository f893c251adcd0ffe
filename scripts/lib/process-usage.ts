// What another process on this machine uses, from Linux's /proc: for the benchmarks, which run
// PocketBase and stripe-mock as child processes on the same cores as the load they measure.
import { readFileSync } from 'node:fs'

/** Linux's USER_HZ, the unit of /proc/PID/stat's CPU times, on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100

/** CPU seconds (user + system) a process has used, from /proc (0 where there is none). */
export function readCpuSeconds(pid: number | undefined): number {
  try {
    // fields 14 and 15 of /proc/PID/stat, after the command name in parentheses
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** Resident memory of a process in MB, from /proc (0 where there is none). */
export function readRssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}
