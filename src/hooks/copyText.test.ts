import { copyText } from './copyText';

const setClipboard = (clipboard: unknown) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
const setExecCommand = (fn: unknown) => Object.defineProperty(document, 'execCommand', { value: fn, configurable: true });

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
  document.body.innerHTML = '';
});

test('uses the Clipboard API when there is one', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  const execCommand = jest.fn();
  setExecCommand(execCommand);
  await copyText('npm install');
  expect(writeText).toHaveBeenCalledWith('npm install');
  expect(execCommand).not.toHaveBeenCalled();
});

test('rejects when the Clipboard API refuses (permission denied)', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError')) });
  await expect(copyText('x')).rejects.toThrow('Write permission denied.');
});

test('without the Clipboard API, copies the selected text of a temporary textarea and gives focus back', async () => {
  setClipboard(undefined);
  document.body.innerHTML = '<button>Copy</button>';
  const button = document.querySelector('button')!;
  button.focus();
  let selected = '';
  setExecCommand(
    jest.fn((command: string) => {
      const field = document.activeElement as HTMLTextAreaElement;
      selected = `${command}:${field.value.slice(field.selectionStart, field.selectionEnd)}`;
      return true;
    }),
  );
  await copyText('yarn add @mui/material');
  expect(selected).toBe('copy:yarn add @mui/material');
  expect(document.querySelector('textarea')).toBeNull();
  expect(document.activeElement).toBe(button);
});

test.each([
  ['execCommand returns false', () => false],
  [
    'execCommand throws',
    () => {
      throw new Error('nope');
    },
  ],
  ['execCommand is missing', undefined],
])('without the Clipboard API, rejects when %s', async (_, execCommand) => {
  setClipboard(undefined);
  setExecCommand(execCommand && jest.fn(execCommand));
  await expect(copyText('x')).rejects.toThrow('not supported');
  expect(document.querySelector('textarea')).toBeNull();
});
