import * as React from 'react';

// Crashes on every render, on purpose: the page checks that the demo's error boundary
// contains the failure while the rest of the page keeps working. (check:content: expected to throw)
export default function ThrowingDemo(): React.ReactElement {
  throw new Error('Demo crashed on purpose');
}
