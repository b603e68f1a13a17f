import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

export type ResolveHost = (host: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (host) =>
  (await lookup(host, { all: true })).map((a) => a.address);

/** `::ffff:1.2.3.4` (an IPv4 caller on a dual-stack socket) is the IPv4 address. */
const normalise = (ip: string) =>
  ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

/**
 * Whether an ITN's source address is one of PayFast's: the configured list holds CIDR ranges,
 * single addresses and host names (resolved on each check, as PayFast's own code does).
 */
export async function isPayfastSource(
  remoteIp: string,
  sources: readonly string[],
  resolve: ResolveHost = resolveWithDns,
): Promise<boolean> {
  const ip = normalise(remoteIp);
  const family = isIP(ip);
  if (family === 0) return false;
  const allowed = new BlockList();
  const hosts: string[] = [];
  for (const source of sources) {
    const [address = "", prefix] = source.split("/");
    const kind = isIP(address);
    if (kind === 0) hosts.push(source);
    else if (prefix !== undefined)
      allowed.addSubnet(address, Number(prefix), kind === 4 ? "ipv4" : "ipv6");
    else allowed.addAddress(address, kind === 4 ? "ipv4" : "ipv6");
  }
  if (allowed.check(ip, family === 4 ? "ipv4" : "ipv6")) return true;
  for (const host of hosts) {
    const addresses = await resolve(host).catch(() => []);
    if (addresses.map(normalise).includes(ip)) return true;
  }
  return false;
}
