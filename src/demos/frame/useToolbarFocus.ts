import * as React from 'react';
import { getNextToolbarIndex } from '../../domain/demo';

/**
 * Roving tabindex for the demo toolbar: one control is in the tab order; arrows (flipped in RTL),
 * Home and End move focus among the enabled controls.
 */
export function useToolbarFocus(enabled: readonly boolean[], direction: 'ltr' | 'rtl') {
  const [active, setActive] = React.useState(() => Math.max(0, enabled.indexOf(true)));
  const refs = React.useRef<Array<HTMLElement | null>>([]);
  const current = enabled[active] ? active : Math.max(0, enabled.indexOf(true));

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = getNextToolbarIndex(event.key, current, enabled, direction);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  const getControlProps = (index: number) => ({
    ref: (node: HTMLElement | null) => {
      refs.current[index] = node;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setActive(index),
  });
  return { onKeyDown, getControlProps };
}
