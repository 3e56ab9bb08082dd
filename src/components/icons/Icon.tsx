import * as React from 'react';
import { SHELL_CLASS } from '../../theme/classNames';
import { ICON_PATHS, type IconName } from '../../domain/icons/paths';

const ICON_CLASS = SHELL_CLASS.icon;

/** A Material icon as plain SVG (decorative: hidden from assistive technology). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
