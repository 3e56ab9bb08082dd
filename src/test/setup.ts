import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

// react-dom/server (used to check server renders) needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
