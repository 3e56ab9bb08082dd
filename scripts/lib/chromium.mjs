import fs from 'node:fs';

/** Debian's Chromium and the flags this machine needs (shared with playwright.config.ts). */
const config = JSON.parse(fs.readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? config.path;
export const CHROMIUM_FLAGS = config.flags;
