import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mockControl, server } from '../../mocks/node';
import { sendJsdomFormDataAsNode } from './multipart';

// A whole react-admin console takes a while to mount under jsdom.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await sendJsdomFormDataAsNode();
});
beforeEach(() => {
  mockControl.reset();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
