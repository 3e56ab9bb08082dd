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

const className =
  'cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-sans text-sm font-semibold leading-normal text-white no-underline hover:bg-blue-800 [&.base--focusVisible]:outline-none [&.base--focusVisible]:ring-4 [&.base--focusVisible]:ring-blue-300';

export default function UnstyledButtonsLinks() {
  return (
    <div className="flex gap-4">
      <Button className={className} href="/base-ui/getting-started/quickstart/">
        Read the quickstart
      </Button>
      <Button
        className={className}
        slots={{ root: LinkSlot }}
        to="/base-ui/react-select/"
      >
        See the Select
      </Button>
    </div>
  );
}
