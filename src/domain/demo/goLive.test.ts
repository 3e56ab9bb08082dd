import { hasServerPreview, shouldLoadDemo, type DemoLoadInput } from './goLive';

test.each([
  // [framed, server markup, frame preview, has a preview to wait with]
  [false, true, false, true],
  [false, false, false, false], // reached by client-side navigation
  [true, false, true, true],
  [true, false, false, false], // the empty frame: a demo that threw on the server, or client-side navigation
  [true, true, false, false],
])('framed %s, server markup %s, frame preview %s: a preview %s', (framed, serverMarkup, framePreview, preview) => {
  expect(hasServerPreview({ framed, serverMarkup, framePreview })).toBe(preview);
});

const waiting: DemoLoadInput = { framed: false, serverMarkup: true, nearViewport: true, interacted: false, variantChanged: false, liveInView: false, direction: 'ltr' };

test.each<[string, Partial<DemoLoadInput>, boolean]>([
  ['server markup, untouched: waits', {}, false],
  ['the reader interacted, near: loads', { interacted: true }, true],
  ['the reader interacted, far below: waits', { interacted: true, nearViewport: false }, false],
  ['another source variant: loads', { variantChanged: true }, true],
  ['right to left: loads (the server markup is left to right)', { direction: 'rtl' }, true],
  ['right to left, far below: waits', { direction: 'rtl', nearViewport: false }, false],
  ['no server markup (client-side navigation): loads wherever it is', { serverMarkup: false, interacted: true, nearViewport: false }, true],
  ['a framed demo without preview keeps its frame and loads when near', { framed: true, serverMarkup: false, interacted: true, nearViewport: false }, false],
  ['a product whose server markup is a sketch (charts), near: loads without waiting', { liveInView: true }, true],
  ['a product whose server markup is a sketch, far below: waits', { liveInView: true, nearViewport: false }, false],
  ['a framed demo without preview, near: loads', { framed: true, serverMarkup: false, interacted: true }, true],
])('%s', (_name, input, load) => {
  expect(shouldLoadDemo({ ...waiting, ...input })).toBe(load);
});
