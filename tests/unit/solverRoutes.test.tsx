import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLink, navigate } from '../../src/solver/location';
import { challengePath, isSolverPath, solverRoute } from '../../src/solver/routes';

describe('which area an address belongs to (CONTRACT §1)', () => {
  it('gives /challenges/{slug} and below to the solver, everything else to the console', () => {
    expect(isSolverPath('/challenges/smart-packaging')).toBe(true);
    expect(isSolverPath('/challenges/smart-packaging/solutions/7')).toBe(true);
    expect(isSolverPath('/challenges/')).toBe(false);
    expect(isSolverPath('/challenges')).toBe(false);
    expect(isSolverPath('/admin/challenges/x')).toBe(false);
    expect(isSolverPath('/')).toBe(false);
  });
});

describe('solverRoute', () => {
  it('reads the challenge page, with or without a trailing slash', () => {
    expect(solverRoute('/challenges/open-challenge')).toEqual({
      page: 'challenge',
      slug: 'open-challenge',
    });
    expect(solverRoute('/challenges/open-challenge/')).toEqual({
      page: 'challenge',
      slug: 'open-challenge',
    });
  });

  it('reads a solution page and decodes its parts', () => {
    expect(solverRoute('/challenges/caf%C3%A9/solutions/s%201')).toEqual({
      page: 'solution',
      slug: 'café',
      id: 's 1',
    });
  });

  it('calls anything else below a challenge unknown, and keeps a malformed escape as typed', () => {
    expect(solverRoute('/challenges/x/solutions')).toEqual({ page: 'unknown', slug: 'x' });
    expect(solverRoute('/challenges/x/other/page')).toEqual({ page: 'unknown', slug: 'x' });
    expect(solverRoute('/challenges/%E0%A4%A')).toEqual({ page: 'challenge', slug: '%E0%A4%A' });
  });

  it('builds the challenge address with the slug escaped', () => {
    expect(challengePath('a b/c')).toBe('/challenges/a%20b%2Fc');
  });
});

describe('the solver location helpers', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('navigate pushes or replaces the address and tells listeners', () => {
    const listener = vi.fn();
    window.addEventListener('public:navigate', listener);
    const before = window.history.length;
    navigate('/challenges/x/solutions/1');
    expect(window.location.pathname).toBe('/challenges/x/solutions/1');
    expect(window.history.length).toBe(before + 1);
    navigate('/challenges/x', { replace: true });
    expect(window.location.pathname).toBe('/challenges/x');
    expect(window.history.length).toBe(before + 1);
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener('public:navigate', listener);
  });

  const renderLink = (path: string) => {
    render(
      <a href={path} onClick={followLink(path)}>
        go
      </a>,
    );
    return screen.getByRole('link', { name: 'go' });
  };

  it('followLink handles a plain click on a solver path in place', () => {
    // fireEvent returns false when the click's default action was prevented.
    expect(fireEvent.click(renderLink('/challenges/y'))).toBe(false);
    expect(window.location.pathname).toBe('/challenges/y');
  });

  it('followLink leaves modified clicks and other addresses to the browser', () => {
    expect(fireEvent.click(renderLink('/challenges/y'), { ctrlKey: true })).toBe(true);
    cleanup();
    expect(fireEvent.click(renderLink('/admin/'))).toBe(true);
    expect(window.location.pathname).toBe('/');
  });
});
