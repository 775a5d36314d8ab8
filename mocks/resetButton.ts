import type { MockControl } from './control';

export const RESET_BUTTON_ID = 'mock-reset-demo-data';

/** The console's option lists are cached in session storage; after a reset they are stale. */
const forgetCachedOptionLists = () => {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('form_selects:')) sessionStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing cached either
  }
};

/**
 * A small "Reset demo data" button at the foot of every page of the dev server and the mock
 * build. It sits in the page's flow, after the app, not fixed over it: fixed in a corner it
 * covered "Save draft" on a phone (375 px). It keeps to the right: on the left the console's
 * menu stays fixed down to the window's foot and would cover it. The mock injects it outside
 * React, so the console's code never knows the mock: it forgets every change (and any injected
 * fault) and reloads on the fresh seed.
 */
export const injectResetButton = (control: MockControl) => {
  if (document.getElementById(RESET_BUTTON_ID)) return;
  const region = document.createElement('aside');
  region.setAttribute('aria-label', 'Demo data');
  region.style.cssText = 'display:flex;justify-content:flex-end;padding:8px;';
  const button = document.createElement('button');
  button.type = 'button';
  button.id = RESET_BUTTON_ID;
  button.textContent = 'Reset demo data';
  button.title = 'Forget every change made to the demo data and reload the page';
  button.style.cssText = [
    'font:500 12px/1.4 Roboto,system-ui,sans-serif',
    'padding:4px 10px',
    'border-radius:4px',
    'border:1px solid #5f6368',
    'background:#ffffff',
    'color:#202124',
    'cursor:pointer',
    'box-shadow:0 1px 3px rgba(0,0,0,.25)',
  ].join(';');
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Resetting…';
    control.reset();
    forgetCachedOptionLists();
    window.location.reload();
  });
  region.append(button);
  document.body.append(region);
};
