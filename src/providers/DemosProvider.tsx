import * as React from 'react';
import type { DemoData, DemoMap } from '../domain/demo';

const DemosContext = React.createContext<DemoMap | null>(null);

/** The demos of the current page (built at build time, delivered with the page's data). */
export function DemosProvider({ value, children }: { value: DemoMap; children: React.ReactNode }) {
  return <DemosContext.Provider value={value}>{children}</DemosContext.Provider>;
}

export function useDemoData(name: string): DemoData {
  const demos = React.useContext(DemosContext);
  if (!demos) throw new Error('useDemoData must be used inside <DemosProvider>: render demos from a docs page.');
  const demo = demos[name];
  if (!demo) throw new Error(`The page has no demo named "${name}".`);
  return demo;
}

/** Whether the demo is the page's first (some things appear once a page, under its first demo). */
export function useIsFirstDemo(name: string): boolean {
  const demos = React.useContext(DemosContext);
  if (!demos) throw new Error('useIsFirstDemo must be used inside <DemosProvider>: render demos from a docs page.');
  return Object.keys(demos)[0] === name;
}
