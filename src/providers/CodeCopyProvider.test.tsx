import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CodeCopyProvider, useCodeCopy } from './CodeCopyProvider';

/** A minimal registered block: a root with a pre and a copy button recording its clicks. */
function Block({ id, onCopy }: { id: string; onCopy: (id: string, action: string | null) => void }) {
  const { register } = useCodeCopy();
  const root = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => register(root.current!), [register]);
  return (
    <div ref={root} data-testid={id}>
      <pre tabIndex={0}>{id}</pre>
      <button type="button" className="MuiCode-copy" data-ga-event-action="copy-click" onClick={(e) => onCopy(id, e.currentTarget.getAttribute('data-ga-event-action'))}>
        Copy {id}
      </button>
    </div>
  );
}

function setup() {
  const onCopy = jest.fn();
  const view = render(
    <CodeCopyProvider>
      <Block id="a" onCopy={onCopy} />
      <Block id="b" onCopy={onCopy} />
      <input aria-label="search" defaultValue="hello" />
    </CodeCopyProvider>,
  );
  return { onCopy, ...view };
}

const ctrlC = (init: KeyboardEventInit = {}) => fireEvent.keyDown(document, { key: 'c', keyCode: 67, ctrlKey: true, ...init });

afterEach(() => {
  window.getSelection()?.removeAllRanges();
});

test('useCodeCopy outside its provider throws', () => {
  const Orphan = () => {
    useCodeCopy();
    return null;
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Orphan />)).toThrow('useCodeCopy must be used inside <CodeCopyProvider>');
  jest.mocked(console.error).mockRestore();
});

test('the key label is absent on the server render and set from navigator.platform after mount', () => {
  const Probe = () => <span>{useCodeCopy().keyLabel ?? 'none'}</span>;
  expect(
    renderToString(
      <CodeCopyProvider>
        <Probe />
      </CodeCopyProvider>,
    ),
  ).toContain('none');
  const platform = jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
  render(
    <CodeCopyProvider>
      <Probe />
    </CodeCopyProvider>,
  );
  expect(screen.getByText('⌘')).toBeInTheDocument();
  platform.mockRestore();
});

test('Ctrl+C over a hovered block clicks its copy button, reported as a keyboard copy', () => {
  const { onCopy } = setup();
  fireEvent.mouseEnter(screen.getByTestId('b'));
  ctrlC();
  expect(onCopy).toHaveBeenCalledWith('b', 'copy-keyboard');
  expect(screen.getByRole('button', { name: 'Copy b' })).toHaveAttribute('data-ga-event-action', 'copy-click');
  ctrlC({ ctrlKey: false, metaKey: true });
  expect(onCopy).toHaveBeenCalledTimes(2);
});

test('the focused block is current too, until focus leaves it', () => {
  const { onCopy } = setup();
  act(() => screen.getByText('a', { selector: 'pre' }).focus());
  act(() => screen.getByRole('button', { name: 'Copy a' }).focus()); // focus moving inside the block keeps it
  ctrlC();
  expect(onCopy).toHaveBeenLastCalledWith('a', 'copy-keyboard');
  act(() => screen.getByRole('button', { name: 'Copy a' }).blur());
  ctrlC();
  expect(onCopy).toHaveBeenCalledTimes(1);
});

test('nothing happens when no block is hovered or focused, or after the mouse leaves', () => {
  const { onCopy } = setup();
  ctrlC();
  fireEvent.mouseEnter(screen.getByTestId('a'));
  fireEvent.mouseLeave(screen.getByTestId('a'));
  ctrlC();
  expect(onCopy).not.toHaveBeenCalled();
});

test('with text selected in the page, the browser copies the selection instead', () => {
  const { onCopy } = setup();
  fireEvent.mouseEnter(screen.getByTestId('a'));
  window.getSelection()!.selectAllChildren(screen.getByText('b', { selector: 'pre' }));
  ctrlC();
  expect(onCopy).not.toHaveBeenCalled();
});

test('with text selected in a form field, the browser copies the selection instead', () => {
  const { onCopy } = setup();
  const input = screen.getByRole('textbox', { name: 'search' }) as HTMLInputElement;
  act(() => input.focus());
  input.setSelectionRange(0, 3);
  window.getSelection()?.removeAllRanges(); // as Firefox reports it: no document selection
  fireEvent.mouseEnter(screen.getByTestId('a'));
  ctrlC();
  expect(onCopy).not.toHaveBeenCalled();
});

test.each([
  ['Ctrl+Shift+C', { shiftKey: true, key: 'C' }],
  ['Ctrl+Alt+C', { altKey: true }],
  ['C without a modifier', { ctrlKey: false }],
  ['Ctrl+V', { key: 'v', keyCode: 86 }],
])('%s does nothing', (_, init) => {
  const { onCopy } = setup();
  fireEvent.mouseEnter(screen.getByTestId('a'));
  ctrlC(init);
  expect(onCopy).not.toHaveBeenCalled();
});

test('an unmounted block is forgotten', () => {
  const onCopy = jest.fn();
  const { rerender } = render(
    <CodeCopyProvider>
      <Block id="a" onCopy={onCopy} />
    </CodeCopyProvider>,
  );
  fireEvent.mouseEnter(screen.getByTestId('a'));
  rerender(<CodeCopyProvider>{null}</CodeCopyProvider>);
  ctrlC();
  expect(onCopy).not.toHaveBeenCalled();
});
