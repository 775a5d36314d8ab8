import { beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../src/api';
import { signedInSolver } from '../../../mocks/db/solverIdentity';
import { DEFAULT_SOLVER_EMAIL, PERSONAS } from '../../../mocks/db/solverPersonas';
import { mockControl } from '../../../mocks/node';

const runSolverAction = async (email: string, action_type: string) =>
  (
    await http.post<{ message: string }>('/admin/support_tools/solver', {
      email,
      action_type,
    })
  ).data.message;

const asSolver = (email: string) =>
  signedInSolver(new Request('http://localhost/', { headers: { cookie: `mock_solver=${email}` } }));

describe('the solver personas in the support tools', () => {
  beforeEach(() => mockControl.reset());

  it('finds every persona, the default one first', async () => {
    expect(DEFAULT_SOLVER_EMAIL).toBe('ava.top@stanford.edu');
    for (const persona of Object.values(PERSONAS))
      expect(await runSolverAction(persona.email, 'account_info')).toContain(
        `Name: ${persona.name}`,
      );
  });

  it('acts on the account the solver pages sign in with', async () => {
    expect(asSolver(DEFAULT_SOLVER_EMAIL)?.active).toBe(true);
    await runSolverAction(DEFAULT_SOLVER_EMAIL, 'deactivate');
    expect(asSolver(DEFAULT_SOLVER_EMAIL)?.active).toBe(false);
  });
});
