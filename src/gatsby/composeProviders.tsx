import * as React from 'react';

type Provider = React.ComponentType<{ children: React.ReactNode }>;

/** Nests providers from a list, first outermost, instead of a hand-written pyramid. */
export function composeProviders(providers: Provider[]): Provider {
  return function Composed({ children }) {
    return providers.reduceRight<React.ReactNode>((acc, P) => <P>{acc}</P>, children) as React.ReactElement;
  };
}
