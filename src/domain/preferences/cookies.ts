import { COOKIE_MAX_AGE } from './keys';

/** The value of one cookie in a `document.cookie` string, decoded; undefined when absent or malformed. */
export function getCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A preference cookie for the whole site, kept one year. */
export function serializeCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${COOKIE_MAX_AGE}`;
}
