import { act, renderHook } from '@testing-library/react';
import { useClipboardCopy } from './useClipboardCopy';

let writeText: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

test('isCopied is true after a successful copy and false again after 1.2 s', async () => {
  const { result } = renderHook(() => useClipboardCopy());
  expect(result.current.isCopied).toBe(false);
  await act(async () => {
    expect(await result.current.copy('npm i')).toBe(true);
  });
  expect(writeText).toHaveBeenCalledWith('npm i');
  expect(result.current.isCopied).toBe(true);
  act(() => jest.advanceTimersByTime(1199));
  expect(result.current.isCopied).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.isCopied).toBe(false);
});

test('copying again restarts the 1.2 s', async () => {
  const { result } = renderHook(() => useClipboardCopy());
  await act(() => result.current.copy('a'));
  act(() => jest.advanceTimersByTime(1000));
  await act(() => result.current.copy('b'));
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.isCopied).toBe(true);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current.isCopied).toBe(false);
  expect(jest.getTimerCount()).toBe(0);
});

test('the timeout can be set (the code block button uses 2 s)', async () => {
  const { result } = renderHook(() => useClipboardCopy({ timeout: 2000 }));
  await act(() => result.current.copy('a'));
  act(() => jest.advanceTimersByTime(1999));
  expect(result.current.isCopied).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.isCopied).toBe(false);
});

test('a denied clipboard is ignored: no rejection, no log, still idle', async () => {
  writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { result } = renderHook(() => useClipboardCopy());
  await act(async () => {
    expect(await result.current.copy('a')).toBe(false);
  });
  expect(result.current.isCopied).toBe(false);
  expect(jest.getTimerCount()).toBe(0);
  expect(error).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
  error.mockRestore();
  warn.mockRestore();
});

test('unmounting clears the pending timer', async () => {
  const { result, unmount } = renderHook(() => useClipboardCopy());
  await act(() => result.current.copy('a'));
  expect(jest.getTimerCount()).toBe(1);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
