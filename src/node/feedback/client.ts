import proxyaddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'http';

/**
 * The client a rate limit counts. By default the socket's address: a header is whatever the sender wrote, so reading
 * `X-Forwarded-For` from anyone lets a client rotate it past the limit or spend another reader's quota. Behind a
 * proxy or load balancer, the operator lists the proxies' addresses in TRUST_PROXY (comma-separated addresses or
 * CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`); then the client is the nearest address in
 * `X-Forwarded-For` that is not a trusted proxy (proxy-addr, as Express and Fastify use it).
 */
export interface ClientRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
}

/** TRUST_PROXY's list; throws with the value named when an entry is not an address, a range or a keyword. */
export function parseTrustProxy(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(list);
  } catch (error) {
    throw new Error(`TRUST_PROXY=${value}: ${(error as Error).message} (a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal)`);
  }
  return list;
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
const normalise = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

export function createClientResolver(trustedProxies: string[]): (req: ClientRequest) => string {
  const trust = proxyaddr.compile(trustedProxies);
  return (req) => {
    const socketAddress = req.socket?.remoteAddress;
    if (!socketAddress) return 'unknown';
    if (trustedProxies.length === 0) return normalise(socketAddress);
    return normalise(proxyaddr({ headers: req.headers, socket: { remoteAddress: socketAddress } } as unknown as IncomingMessage, trust));
  };
}
