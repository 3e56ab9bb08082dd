import * as React from 'react';
import { SHELL_CLASS } from '../theme/classNames';

/**
 * The shell's buttons and links: plain elements with a class of the shell style sheet (shellStyles.ts). Every
 * page carries the shell, and MUI's Button, IconButton and Link (with ButtonBase, the ripple and its
 * transition library) cost about 6 KB gzip of every page's first-load JavaScript and a styled component per
 * control on every load. Menus and the settings drawer, loaded on first use, keep MUI's components.
 */
const withClass = (base: string, className?: string) => (className ? `${base} ${className}` : base);

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { 'data-variant'?: 'outlined' };
type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement>;

/** A small text button; `data-variant="outlined"` draws a border. */
export const ShellButton = React.forwardRef<HTMLButtonElement, ButtonProps>(function ShellButton({ className, ...props }, ref) {
  return <button ref={ref} className={withClass(SHELL_CLASS.button, className)} {...props} />;
});
export function ShellButtonLink({ className, children, ...props }: LinkProps) {
  return (
    <a className={withClass(SHELL_CLASS.button, className)} {...props}>
      {children}
    </a>
  );
}
/** A round 40 px icon button. */
export function ShellIconButton({ className, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button className={withClass(SHELL_CLASS.iconButton, className)} {...props} />;
}
export function ShellIconLink({ className, children, ...props }: LinkProps) {
  return (
    <a className={withClass(SHELL_CLASS.iconButton, className)} {...props}>
      {children}
    </a>
  );
}
/** A link styled like MUI's Link. */
export function ShellLink({ className, children, ...props }: LinkProps) {
  return (
    <a className={withClass(SHELL_CLASS.link, className)} {...props}>
      {children}
    </a>
  );
}
