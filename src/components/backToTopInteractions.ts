import { listen } from '../hooks/listen';
import { MAIN_CONTENT_ID, SCROLLED_ATTRIBUTE, SHELL_CLASS } from '../theme/classNames';

/** The button shows once the page is scrolled further than this (px). */
export const BACK_TO_TOP_THRESHOLD = 200;

/**
 * Back to top as an installable function, for the app (BackToTop.tsx) and the reader's script alike: the button is
 * the server's markup, shown by the shell style sheet while <html> carries SCROLLED_ATTRIBUTE, which this keeps
 * true to the scroll position; a press scrolls to the top (smoothly unless the reader prefers reduced motion) and
 * moves focus to the main content. Its teardown leaves the attribute: the next installer reads the scroll again.
 */
export function installBackToTop(doc: Document): () => void {
  const win = doc.defaultView!;
  const update = () => doc.documentElement.toggleAttribute(SCROLLED_ATTRIBUTE, win.scrollY > BACK_TO_TOP_THRESHOLD);
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(`.${SHELL_CLASS.backToTop}`)) return;
    const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    win.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    doc.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
  const stopClicks = listen(doc, { click: onClick });
  return () => {
    win.removeEventListener('scroll', update);
    stopClicks();
  };
}
