import * as React from 'react';
import { Button } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';

// A stand-in for the Link component of your router: it takes `to` and renders an `a`.
const RouterLink = React.forwardRef(function RouterLink(
  props: React.ComponentPropsWithoutRef<'a'> & { to: string },
  ref: React.ForwardedRef<HTMLAnchorElement>,
) {
  const { to, children, ...other } = props;
  return (
    <a ref={ref} href={to} {...other}>
      {children}
    </a>
  );
});

// Removes the `ownerState` prop Base UI passes to slot components, which RouterLink
// would otherwise forward to the DOM.
const LinkSlot = prepareForSlot(RouterLink);

export default function UnstyledButtonsLinks() {
  return (
    <div className="UnstyledButtonsLinks-root">
      <Button
        className="UnstyledButtonsLinks-button"
        href="/base-ui/getting-started/quickstart/"
      >
        Read the quickstart
      </Button>
      <Button
        className="UnstyledButtonsLinks-button"
        slots={{ root: LinkSlot }}
        to="/base-ui/react-select/"
      >
        See the Select
      </Button>
      <Styles />
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledButtonsLinks-root {
        display: flex;
        gap: 16px;
      }

      .UnstyledButtonsLinks-button {
        font-family: IBM Plex Sans, sans-serif;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        background-color: #0059b2;
        color: #fff;
        padding: 8px 16px;
        border-radius: 8px;
        border: 1px solid #0059b2;
        text-decoration: none;
        cursor: pointer;
      }

      .UnstyledButtonsLinks-button:hover {
        background-color: #004c99;
      }

      .UnstyledButtonsLinks-button.base--focusVisible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
