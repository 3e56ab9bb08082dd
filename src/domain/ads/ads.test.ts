import {
  AD_FEED_MAX_ATTEMPTS,
  IN_HOUSE_ADS,
  adEventLabel,
  decideAd,
  decideAdShape,
  fetchFeedAd,
  pickFeedAd,
  pollAdNetwork,
  reportsAdDisplay,
  safeHttpUrl,
  type AdDecisionInput,
} from '.';

const input = (overrides: Partial<AdDecisionInput> = {}): AdDecisionInput => ({
  enabled: true,
  bot: false,
  blockState: 'unknown',
  randomAppeal: 0.5,
  randomInHouse: 0.5,
  inHouseCount: IN_HOUSE_ADS.length,
  ...overrides,
});

test.each([
  ['ads off', input({ enabled: false, blockState: 'blocked' }), { kind: 'none' }],
  ['a bot', input({ bot: true }), { kind: 'none' }],
  ['a bot behind a blocker', input({ bot: true, blockState: 'blocked' }), { kind: 'none' }],
  ['not known yet', input(), { kind: 'network', label: 'carbon' }],
  ['the network shows', input({ blockState: 'not-blocked' }), { kind: 'network', label: 'carbon' }],
  ['blocked, draw 0.19: appeal', input({ blockState: 'blocked', randomAppeal: 0.19 }), { kind: 'appeal', label: 'in-house-adblock' }],
  ['blocked, draw 0.2: in-house', input({ blockState: 'blocked', randomAppeal: 0.2, randomInHouse: 0 }), { kind: 'in-house', index: 0, label: 'in-house' }],
  ['blocked, last in-house', input({ blockState: 'blocked', randomAppeal: 0.9, randomInHouse: 0.999 }), { kind: 'in-house', index: 4, label: 'in-house' }],
  ['blocked, middle in-house', input({ blockState: 'blocked', randomAppeal: 0.9, randomInHouse: 0.4 }), { kind: 'in-house', index: 2, label: 'in-house' }],
])('%s', (_name, decision, expected) => {
  expect(decideAd(decision)).toEqual(expected);
});

test('five in-house ads with artwork of our own and absolute https links', () => {
  expect(IN_HOUSE_ADS.map((ad) => ad.name)).toEqual(['scaffoldhub', 'templates', 'themes', 'tidelift', 'figma']);
  for (const ad of IN_HOUSE_ADS) {
    expect(ad.img).toBe(`/ads-in-house/${ad.name}.svg`);
    expect(safeHttpUrl(ad.link)).toBe(ad.link);
    expect(ad.label).toBe(`in-house-${ad.name}`);
  }
});

test('shape: under 0.2 inline, otherwise image', () => {
  expect(decideAdShape(0)).toBe('inline');
  expect(decideAdShape(0.1999)).toBe('inline');
  expect(decideAdShape(0.2)).toBe('image');
  expect(decideAdShape(0.99)).toBe('image');
});

test.each([
  [1, false, { state: null, again: true }],
  [6, false, { state: null, again: true }],
  [7, false, { state: 'blocked', again: true }],
  [29, false, { state: 'blocked', again: true }],
  [30, false, { state: 'blocked', again: false }],
  [1, true, { state: 'not-blocked', again: false }],
  [12, true, { state: 'not-blocked', again: false }],
])('poll %d, element found %s', (attempt, found, expected) => {
  expect(pollAdNetwork(attempt, found)).toEqual(expected);
});

test('event labels and display sampling', () => {
  expect(adEventLabel('carbon', 'image')).toBe('carbon-body-top-image');
  expect(adEventLabel('in-house-adblock', 'inline')).toBe('in-house-adblock-body-top-inline');
  expect(reportsAdDisplay(0.1, 0.1)).toBe(true);
  expect(reportsAdDisplay(0.1001, 0.1)).toBe(false);
});

test.each([
  ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
  ['http://example.com/', 'http://example.com/'],
  ['javascript:alert(1)', null],
  ['data:image/png;base64,AAAA', null],
  ['//example.com/x', null],
  ['/relative', null],
  ['', null],
  [42, null],
])('safeHttpUrl(%j)', (value, expected) => {
  expect(safeHttpUrl(value)).toBe(expected);
});

const item = {
  statlink: 'https://ads.example/click/1',
  statimp: 'https://ads.example/imp/1',
  pixel: 'https://px.example/a?t=[timestamp]||javascript:alert(1)||https://px.example/b',
  timestamp: '1700',
  image: 'https://ads.example/img.png',
  company: 'Acme',
  description: 'Build faster.',
};

test('the first item with a statlink is the ad; pixels get the timestamp; unsafe URLs are dropped', () => {
  expect(pickFeedAd({ ads: [{}, { company: 'no link' }, { ...item, statlink: 'javascript:x' }, item] })).toEqual({
    statlink: 'https://ads.example/click/1',
    statimp: 'https://ads.example/imp/1',
    pixels: ['https://px.example/a?t=1700', 'https://px.example/b'],
    image: 'https://ads.example/img.png',
    company: 'Acme',
    description: 'Build faster.',
  });
  expect(pickFeedAd({ ads: [{ ...item, image: 'data:image/png;base64,AA' }] })?.image).toBeNull();
});

test.each([null, 'garbage', 42, {}, { ads: 'x' }, { ads: [] }, { ads: [null, 1, 'x', {}] }])('no usable ad in %j', (response) => {
  expect(pickFeedAd(response)).toBeNull();
});

test('the feed is retried while no usable ad comes back: usable on the 10th try', async () => {
  let calls = 0;
  const ad = await fetchFeedAd(async () => ((calls += 1) === 10 ? { ads: [item] } : { ads: [] }));
  expect(calls).toBe(10);
  expect(ad?.company).toBe('Acme');
});

test('after 10 tries without a usable ad there is none, and no 11th request', async () => {
  let calls = 0;
  expect(
    await fetchFeedAd(async () => {
      calls += 1;
      return { ads: [{}] };
    }),
  ).toBeNull();
  expect(calls).toBe(AD_FEED_MAX_ATTEMPTS);
});

test('a failed request gives no ad at once', async () => {
  let calls = 0;
  expect(
    await fetchFeedAd(async () => {
      calls += 1;
      throw new Error('blocked');
    }),
  ).toBeNull();
  expect(calls).toBe(1);
});
