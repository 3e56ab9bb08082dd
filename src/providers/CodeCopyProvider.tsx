import * as React from 'react';
import { getCopyKeyLabel, getKeyboardGaAction, shouldCopyOnKeydown } from '../domain/copy';

/** The copy button inside a registered code block root. */
export const CODE_COPY_BUTTON_SELECTOR = '.MuiCode-copy';

interface CodeCopy {
  /** Tracks a code block root (hover and focus) for the keyboard shortcut; returns the cleanup. */
  register: (root: HTMLElement) => () => void;
  /** '⌘' or 'Ctrl + ' for the shortcut hint; null on the server and the first client render. */
  keyLabel: string | null;
}

const CodeCopyContext = React.createContext<CodeCopy | null>(null);

/** The text the reader has selected: in the page, or inside a text field (Firefox reports that apart). */
function selectedText(): string {
  const text = window.getSelection()?.toString() ?? '';
  if (text) return text;
  const field = document.activeElement;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd } = field;
    if (selectionStart !== null && selectionEnd !== null && selectionEnd > selectionStart) return field.value.slice(selectionStart, selectionEnd);
  }
  return '';
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible
  }
}

/**
 * The Ctrl/Cmd+C shortcut of code blocks (reference §5.4). Code blocks register their root; the
 * hovered or focused one is "current". One document keydown listener clicks the current block's copy
 * button when no text is selected, reporting the click to analytics as a keyboard copy.
 */
export function CodeCopyProvider({ children }: { children: React.ReactNode }) {
  const current = React.useRef<HTMLElement | null>(null);
  const [keyLabel, setKeyLabel] = React.useState<string | null>(null);

  React.useEffect(() => {
    setKeyLabel(getCopyKeyLabel(navigator.platform ?? ''));

    const onKeyDown = (event: KeyboardEvent) => {
      const root = current.current;
      if (!root || !root.isConnected || !shouldCopyOnKeydown(event, selectedText())) return;
      const button = root.querySelector<HTMLElement>(CODE_COPY_BUTTON_SELECTOR);
      if (!button) return;
      const action = button.getAttribute('data-ga-event-action');
      button.setAttribute('data-ga-event-action', getKeyboardGaAction(action));
      try {
        button.click();
      } finally {
        if (action === null) button.removeAttribute('data-ga-event-action');
        else button.setAttribute('data-ga-event-action', action);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const register = React.useCallback((root: HTMLElement) => {
    const enter = () => {
      current.current = root;
    };
    const leave = () => {
      if (current.current !== root) return;
      current.current = null;
      // A button focused by a mouse click would keep the block's controls shown; keyboard focus stays.
      const button = root.querySelector<HTMLElement>(CODE_COPY_BUTTON_SELECTOR);
      if (button && button === document.activeElement && !isFocusVisible(button)) button.blur();
    };
    const focusOut = (event: FocusEvent) => {
      if (current.current === root && !root.contains(event.relatedTarget as Node | null)) current.current = null;
    };
    root.addEventListener('mouseenter', enter);
    root.addEventListener('mouseleave', leave);
    root.addEventListener('focusin', enter);
    root.addEventListener('focusout', focusOut);
    return () => {
      root.removeEventListener('mouseenter', enter);
      root.removeEventListener('mouseleave', leave);
      root.removeEventListener('focusin', enter);
      root.removeEventListener('focusout', focusOut);
      if (current.current === root) current.current = null;
    };
  }, []);

  const value = React.useMemo(() => ({ register, keyLabel }), [register, keyLabel]);
  return <CodeCopyContext.Provider value={value}>{children}</CodeCopyContext.Provider>;
}

export function useCodeCopy(): CodeCopy {
  const value = React.useContext(CodeCopyContext);
  if (!value) throw new Error('useCodeCopy must be used inside <CodeCopyProvider>: add it to the providers of wrapRootElement.');
  return value;
}
