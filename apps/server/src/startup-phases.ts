/**
 * Times the steps of start-up, each from the end of the one before, so the startup bench can
 * print where a restart spends its time (the ready log line carries them).
 */
export function createStartupPhases(before: Record<string, number> = {}) {
  const phases: Record<string, number> = { ...before };
  let last = performance.now();
  return {
    /** Ends the current step under `name`. */
    mark(name: string) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    phases,
  };
}

export type StartupPhases = ReturnType<typeof createStartupPhases>;
