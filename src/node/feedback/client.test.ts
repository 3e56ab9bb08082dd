import { createClientResolver, parseTrustProxy } from './client';
import { createFeedbackHandler, type FunctionRequest } from './handler';
import { createRateLimiter } from './rateLimit';

const from = (remoteAddress: string, forwarded?: string): FunctionRequest => ({
  headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  socket: { remoteAddress },
});

describe('createClientResolver', () => {
  test.each<[string, string[], FunctionRequest, string]>([
    ['no proxy trusted: the socket, whatever the header says', [], from('198.51.100.4', '203.0.113.9'), '198.51.100.4'],
    ['an IPv4-mapped socket address is the IPv4 client', [], from('::ffff:198.51.100.4'), '198.51.100.4'],
    ['a trusted proxy: the address it forwarded', ['10.0.0.2'], from('10.0.0.2', '203.0.113.9'), '203.0.113.9'],
    ['a trusted range, two proxies: the nearest untrusted address', ['10.0.0.0/8'], from('10.0.0.2', '203.0.113.9, 10.1.1.1'), '203.0.113.9'],
    ['a client spoofing the header through a trusted proxy: the address the proxy saw', ['10.0.0.2'], from('10.0.0.2', '192.0.2.1, 203.0.113.9'), '203.0.113.9'],
    ['a socket that is not a trusted proxy: its own address', ['10.0.0.2'], from('198.51.100.4', '203.0.113.9'), '198.51.100.4'],
    ['loopback keyword', ['loopback'], from('127.0.0.1', '203.0.113.9'), '203.0.113.9'],
  ])('%s', (_name, trust, req, client) => {
    expect(createClientResolver(trust)(req)).toBe(client);
  });
});

describe('parseTrustProxy', () => {
  test('a comma-separated list; empty means none', () => {
    expect(parseTrustProxy('10.0.0.2, 192.168.0.0/16,loopback')).toEqual(['10.0.0.2', '192.168.0.0/16', 'loopback']);
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy(' ')).toEqual([]);
  });
  test('an entry that is not an address says so', () => {
    expect(() => parseTrustProxy('10.0.0.2,proxy.example')).toThrow(/TRUST_PROXY=10.0.0.2,proxy.example: .*CIDR ranges, loopback/);
  });
});

test('rotating X-Forwarded-For from an untrusted socket is limited like any client', async () => {
  const stored: unknown[] = [];
  const handler = createFeedbackHandler({
    store: async () => ({ insert: async (entry) => stored.push(entry) }),
    pageExists: () => true,
    limiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
    log: { error: () => undefined },
  });
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const res = { code: 0, status: (c: number) => ((res.code = c), res), setHeader: () => undefined, json: () => undefined };
    await handler(
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        socket: { remoteAddress: '198.51.100.4' },
        body: { rating: 1, page: '/material-ui/react-button/', language: 'en' },
      },
      res,
    );
    statuses.push(res.code);
  }
  expect(statuses).toEqual([...Array(5).fill(201), ...Array(25).fill(429)]);
  expect(stored).toHaveLength(5);
});
