/** What the keyboard copy shortcut needs to know about a keydown (a subset of KeyboardEvent). */
export interface CopyKeydown {
  key: string;
  /** The legacy key code: 67 for the C key whatever the layout's character. */
  keyCode?: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const C_KEY_CODE = 67;

/**
 * Ctrl+C or Cmd+C (no Shift, no Alt) copies the hovered or focused code block, but only when no
 * text is selected: with a selection the browser's own copy must win.
 */
export function shouldCopyOnKeydown(event: CopyKeydown, selectionText: string): boolean {
  if (selectionText.length > 0) return false;
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return false;
  return event.key.toLowerCase() === 'c' || event.keyCode === C_KEY_CODE;
}

/** The modifier shown in the "(or ⌘C)" / "(or Ctrl + C)" hint, from `navigator.platform`. */
export function getCopyKeyLabel(platform: string): string {
  return platform.toUpperCase().includes('MAC') ? '⌘' : 'Ctrl + ';
}

/** The analytics action a keyboard copy reports: the button's click action with "click" → "keyboard". */
export function getKeyboardGaAction(clickAction: string | null): string {
  return clickAction?.includes('click') ? clickAction.replace('click', 'keyboard') : 'copy-keyboard';
}
