// Setup of the 'dom' vitest project (happy-dom). Vitest's globals are off, so Testing Library cannot
// register its own cleanup: unmount what a test rendered after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
