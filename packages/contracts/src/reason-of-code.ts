/** The words a person reads for a code: the reason part with dashes as spaces (spec §8). */
export function reasonOfCode(code: string): string {
  const reason = code.includes("/") ? code.slice(code.indexOf("/") + 1) : code;
  return reason.replaceAll("-", " ");
}
