import * as React from 'react';
import { sendTagEvent } from '../../providers/AnalyticsProvider';
import { AD_CLASS } from '../../theme/classNames';

/** The slot's logic, bot check and sanitiser: loaded after hydration, out of every page's first-load JS. */
const AdContent = React.lazy(() => import('./AdContent'));

/** Ads are on in production builds; in `gatsby develop` only with GATSBY_ENABLE_AD_IN_DEV_MODE=true. */
export const ADS_ENABLED = process.env.NODE_ENV === 'production' || process.env.GATSBY_ENABLE_AD_IN_DEV_MODE === 'true';

/** An ad that throws renders nothing and reports a crash (with its label, or `null` when it had none yet). */
export class AdErrorBoundary extends React.Component<{ label: () => string | null; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    sendTagEvent({ name: 'ad', params: { eventAction: 'crash', eventLabel: String(this.props.label()) } });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The sponsor slot under a documentation page's description. The server renders it empty with its height
 * reserved, so whatever fills it (the network's ad, an in-house ad, the ad-block appeal, or nothing for a bot)
 * moves nothing; its content is decided in the browser after hydration.
 */
export function AdSlot() {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  const label = React.useRef<string | null>(null);
  const onLabel = React.useCallback((value: string | null) => {
    label.current = value;
  }, []);
  return (
    <div className={AD_CLASS.root}>
      {hydrated && ADS_ENABLED ? (
        <AdErrorBoundary label={() => label.current}>
          <React.Suspense fallback={null}>
            <AdContent onLabel={onLabel} />
          </React.Suspense>
        </AdErrorBoundary>
      ) : null}
    </div>
  );
}

const FeedAd = React.lazy(() => import('./FeedAd'));

/** The feed's ad under a demo whose code the reader opened (the page's first demo only). */
export function DemoFeedAd() {
  if (!ADS_ENABLED) return null;
  return (
    <AdErrorBoundary label={() => 'carbon-demo-inline'}>
      <React.Suspense fallback={<span className={AD_CLASS.feedPending} />}>
        <FeedAd />
      </React.Suspense>
    </AdErrorBoundary>
  );
}
