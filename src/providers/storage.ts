/** localStorage that may be missing or throwing (privacy modes, blocked storage): reads give null, writes are dropped. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the preference lasts for this page only
  }
}
