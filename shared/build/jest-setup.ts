import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// webpack sets this in the browser; remotes read it to find their translation files.
(globalThis as unknown as { __webpack_public_path__: string }).__webpack_public_path__ = '/';
