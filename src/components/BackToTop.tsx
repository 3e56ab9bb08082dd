import * as React from 'react';
import useScrollTrigger from '@mui/material/useScrollTrigger';

// Most readers of a page never scroll 200 px: the button's code loads the first time it is needed.
const BackToTopButton = React.lazy(() => import('./BackToTopButton'));

/** The "back to top" button appears after 200 px of scroll. */
export function BackToTop() {
  const trigger = useScrollTrigger({ disableHysteresis: true, threshold: 200 });
  const [needed, setNeeded] = React.useState(false);
  if (trigger && !needed) setNeeded(true);
  return needed ? (
    <React.Suspense fallback={null}>
      <BackToTopButton visible={trigger} />
    </React.Suspense>
  ) : null;
}
