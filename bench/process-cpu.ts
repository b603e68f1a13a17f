import { readFileSync } from "node:fs";

/** Linux counts process CPU time in clock ticks of 10 ms. */
const CLOCK_TICK_MS = 10;

/** A process's CPU time so far (user + system), in milliseconds, from /proc. */
export function processCpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}
