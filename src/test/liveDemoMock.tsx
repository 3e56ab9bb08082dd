import * as React from 'react';
import type { LiveDemoProps } from '../demos/types';

/** A stateful stand-in for a demo: a counter, so a test can see whether the demo was remounted. */
function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`Clicked ${count} times`}
    </button>
  );
}

/**
 * Unit tests render demos through this stand-in; the real ones load the demo lists the build writes (webpack).
 * Like the real LiveDemo (its error boundary is keyed by `resetKey`), a new `resetKey` remounts the demo.
 */
export function LiveDemo({ module, islandId, resetKey }: LiveDemoProps) {
  return (
    <div id={islandId} data-testid="live-demo" data-module={module}>
      <Counter key={resetKey} />
    </div>
  );
}
