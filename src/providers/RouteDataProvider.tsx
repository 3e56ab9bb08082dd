import * as React from 'react';
import { createTranslate, type Translate } from '../domain/i18n';
import type { RouteData } from '../domain/page/routeData';

interface RouteContextValue extends RouteData {
  t: Translate;
}

const RouteDataContext = React.createContext<RouteContextValue | null>(null);

/** Provides the current page's route data (product, sidebar, active page, prev/next, toc, translator). */
export function RouteDataProvider({ value, children }: { value: RouteData; children: React.ReactNode }) {
  const context = React.useMemo(() => ({ ...value, t: createTranslate(value.language, value.translations) }), [value]);
  return <RouteDataContext.Provider value={context}>{children}</RouteDataContext.Provider>;
}

export function useRouteData(): RouteContextValue {
  const value = React.useContext(RouteDataContext);
  if (!value) throw new Error('useRouteData must be used inside <RouteDataProvider>: wrap the page in a docs template.');
  return value;
}

export function useTranslate(): Translate {
  return useRouteData().t;
}
