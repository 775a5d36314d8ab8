import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api';
import { PanelBoundary, PanelRetry } from '../../src/solver/PanelBoundary';

/** Throws while `broken` says so: a section drawing data it cannot read. */
const Panel = ({ broken }: { broken: { current: boolean } }) => {
  if (broken.current) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>Panel content</p>;
};

const Page = ({ broken, onReload }: { broken: { current: boolean }; onReload: () => void }) => {
  const [round, setRound] = useState(0);
  return (
    <PanelRetry
      value={() => {
        onReload();
        setRound(round + 1);
      }}
    >
      <h1>Challenge</h1>
      <PanelBoundary>
        <Panel broken={broken} />
      </PanelBoundary>
      <p>Neighbour panel</p>
    </PanelRetry>
  );
};

describe('a section that fails while drawing', () => {
  it('shows the error in place with Retry, keeps the rest, and draws again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { current: true };
    const onReload = vi.fn(() => {
      broken.current = false;
    });
    render(<Page broken={broken} onReload={onReload} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This part could not be shown: the server sent data the console cannot read.',
    );
    expect(screen.getByRole('heading', { name: 'Challenge' })).toBeInTheDocument();
    expect(screen.getByText('Neighbour panel')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(await screen.findByText('Panel content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a shape error's own message, which names the call and the path", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'GET /contests/x: data.title: expected text';
    const Failing = () => {
      throw new ApiError({ message, status: 200, kind: 'shape' });
    };
    render(
      <PanelBoundary>
        <Failing />
      </PanelBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
