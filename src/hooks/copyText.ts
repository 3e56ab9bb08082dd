/**
 * Puts text on the clipboard: the async Clipboard API, or, where it is missing (an insecure origin,
 * an old browser), a hidden textarea and `execCommand('copy')`. Rejects when copying fails (the
 * reader denied the permission, the command is unsupported) so callers decide to ignore it.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    await navigator.clipboard.writeText(text);
    return;
  }
  copyWithTextarea(text);
}

/**
 * Puts text that is still being fetched on the clipboard (Copy page fetches the page's Markdown). Where the Clipboard
 * API takes a pending item (`ClipboardItem` with a promise), the write starts within the click, which Safari requires;
 * elsewhere the text is awaited, then copied as above.
 */
export async function copyPendingText(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard?.write === 'function' && ClipboardItem.supports?.('text/plain') !== false) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // A browser that refuses pending items: the text is awaited (a failed fetch rejects there) and copied as plain text.
    }
  }
  await copyText(await text);
}

function copyWithTextarea(text: string) {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  // Off screen but selectable (display: none cannot be selected); fixed so the page does not scroll.
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0', pointerEvents: 'none' });
  document.body.appendChild(textarea);
  let copied = false;
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length); // iOS ignores select()
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
  }
  if (!copied) throw new Error('Copying to the clipboard is not supported here.');
}
