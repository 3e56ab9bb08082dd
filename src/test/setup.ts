import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'util';

// react-dom/server (used to check server renders) needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// `findBy…` and `waitFor` give up after 5 s instead of 1 s: `npm test` runs the unit tests beside the production build,
// where they get part of the cores. A guard against a hang, not a measure of speed.
configure({ asyncUtilTimeout: 5000 });
