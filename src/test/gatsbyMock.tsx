import * as React from 'react';

/** Jest stand-in for gatsby's browser API: Link renders a plain anchor. */
export const Link = React.forwardRef<HTMLAnchorElement, { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>>(function Link({ to, children, ...props }, ref) {
  return (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
});
export const navigate = jest.fn();
export const graphql = () => null;
export const useStaticQuery = jest.fn();
