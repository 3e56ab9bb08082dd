import * as React from 'react';

const ErrorDecoder = React.lazy(() => import('../components/errors/ErrorDecoder'));

/**
 * Interactive parts of particular content pages, drawn above their body and loaded only there, in the browser:
 * the production-error decoder (only when the URL carries an error code; the server HTML has none).
 */
export function PageExtras({ pathname }: { pathname: string }) {
  const [decode, setDecode] = React.useState(false);
  React.useEffect(() => {
    setDecode(pathname === '/production-error' && new URLSearchParams(window.location.search).has('code'));
  }, [pathname]);
  if (!decode) return null;
  return (
    <React.Suspense fallback={null}>
      <ErrorDecoder />
    </React.Suspense>
  );
}
