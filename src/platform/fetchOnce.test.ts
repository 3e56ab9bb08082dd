import { createOnceCache, fetchJson } from './fetchOnce';

test('one load per key while it succeeds; callers share it', async () => {
  const cache = createOnceCache<number>();
  const load = jest.fn(() => Promise.resolve(1));
  const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
  expect([a, b, await cache.get('k', load)]).toEqual([1, 1, 1]);
  expect(load).toHaveBeenCalledTimes(1);
  await cache.get('other', load);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failure is not kept: the next call loads again', async () => {
  const cache = createOnceCache<number>();
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(2);
  await expect(cache.get('k', load)).rejects.toThrow('offline');
  await expect(cache.get('k', load)).resolves.toBe(2);
  expect(load).toHaveBeenCalledTimes(2);
});

test('fetchJson rejects on HTTP errors and on bodies of the wrong shape, naming the URL', async () => {
  const respond = (status: number, body: unknown) => jest.fn(() => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }));
  const isList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : null);
  global.fetch = respond(503, null) as unknown as typeof fetch;
  await expect(fetchJson('/a.json', isList, 'a list')).rejects.toThrow('/a.json: HTTP 503');
  global.fetch = respond(200, { not: 'a list' }) as unknown as typeof fetch;
  await expect(fetchJson('/a.json', isList, 'a list')).rejects.toThrow('/a.json is not a list');
  global.fetch = respond(200, ['x']) as unknown as typeof fetch;
  await expect(fetchJson('/a.json', isList, 'a list')).resolves.toEqual(['x']);
});
