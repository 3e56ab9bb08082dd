/**
 * @jest-environment node
 */
import { releaseGarbage } from './memory';

test('releaseGarbage collects what nothing refers to any more', async () => {
  let big: number[] | null = Array.from({ length: 1_000_000 }, (_, i) => i);
  const ref = new WeakRef(big);
  big = null;
  // A WeakRef's target is kept until the current job ends.
  await new Promise((resolve) => setImmediate(resolve));
  releaseGarbage();
  expect(ref.deref()).toBeUndefined();
});
