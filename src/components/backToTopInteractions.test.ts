import { MAIN_CONTENT_ID, SCROLLED_ATTRIBUTE, SHELL_CLASS } from '../theme/classNames';
import { BACK_TO_TOP_THRESHOLD, installBackToTop } from './backToTopInteractions';

const scrolled = () => document.documentElement.hasAttribute(SCROLLED_ATTRIBUTE);
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

let stop: () => void;
beforeEach(() => {
  document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}" tabindex="-1"><p>Text</p></main><button type="button" class="${SHELL_CLASS.backToTop}"><svg></svg></button>`;
  window.scrollTo = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
});
afterEach(() => {
  stop();
  scrollTo(0);
});

test('the button shows past the threshold (the mark on <html>) and hides again above it', () => {
  scrollTo(0);
  stop = installBackToTop(document);
  expect(scrolled()).toBe(false);
  scrollTo(BACK_TO_TOP_THRESHOLD);
  expect(scrolled()).toBe(false);
  scrollTo(BACK_TO_TOP_THRESHOLD + 1);
  expect(scrolled()).toBe(true);
  scrollTo(50);
  expect(scrolled()).toBe(false);
});

test('installed on a scrolled page (the app after the reader), it reads the position at once', () => {
  scrollTo(900);
  stop = installBackToTop(document);
  expect(scrolled()).toBe(true);
});

test('a press (on the icon too) scrolls to the top, smoothly unless reduced motion is asked, and focuses the main content', () => {
  stop = installBackToTop(document);
  document.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  (window.matchMedia as jest.Mock).mockReturnValue({ matches: true });
  document.querySelector('button')!.click();
  expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
});

test('removed, it no longer follows the scroll nor the press; it leaves the mark for the next installer', () => {
  stop = installBackToTop(document);
  scrollTo(600);
  stop();
  scrollTo(0);
  expect(scrolled()).toBe(true);
  document.querySelector('button')!.click();
  expect(window.scrollTo).not.toHaveBeenCalled();
});
