import { isIPv6 } from "node:net";

/**
 * The key a limit counts a client address under. An IPv4 address is itself. An IPv6 address is its /64
 * network: one subscriber, one machine even, is routinely given a whole /64 and can pick a fresh address
 * from it for every request, so counting full addresses would give it 2^64 allowances. An IPv4-mapped IPv6
 * address (`::ffff:203.0.113.7`, what a dual-stack socket reports for an IPv4 client) is the IPv4 address,
 * so one client is one count whichever way it reached the site. Anything else ("unknown") is kept as it is.
 */
export function addressBucket(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (!isIPv6(bare)) return address.trim();
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a trailing dotted quad as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, dotted.index);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const hex = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const [head, rest] = text.split("::") as [string, string | undefined];
  if (rest === undefined) return [...hex(head), ...tail];
  const left = hex(head);
  const right = [...hex(rest), ...tail];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
