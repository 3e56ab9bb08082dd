import * as React from 'react';
import type { DemoData, DemoMap } from '../domain/demo';

interface DemosContextValue {
  demos: DemoMap;
  /** Style tags the page's server-rendered demos have emitted so far (server render only; see dropEmittedStyles). */
  emittedStyles: Set<string>;
}

const DemosContext = React.createContext<DemosContextValue | null>(null);

/** The demos of the current page (built at build time, delivered with the page's data). */
export function DemosProvider({ value, children }: { value: DemoMap; children: React.ReactNode }) {
  // One set per page render: the build renders every page in one process.
  const [emittedStyles] = React.useState(() => new Set<string>());
  const context = React.useMemo(() => ({ demos: value, emittedStyles }), [value, emittedStyles]);
  return <DemosContext.Provider value={context}>{children}</DemosContext.Provider>;
}

function useDemosContext(): DemosContextValue {
  const context = React.useContext(DemosContext);
  if (!context) throw new Error('useDemoData must be used inside <DemosProvider>: render demos from a docs page.');
  return context;
}

export function useDemoData(name: string): DemoData {
  const demo = useDemosContext().demos[name];
  if (!demo) throw new Error(`The page has no demo named "${name}".`);
  return demo;
}

export function useEmittedDemoStyles(): Set<string> {
  return useDemosContext().emittedStyles;
}
