import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from '../../src/ui/busy-button';
import { Refusal, useAction, type ActionOptions } from '../../src/ui/use-action';

/** A promise the test settles by hand, so it can look at the component while the write runs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A form with one write, showing its failure inline as the forms do. */
function SaveForm({ write, options }: { write: () => Promise<void>; options?: ActionOptions }) {
  const { busy, error, run } = useAction(options);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run(write);
      }}
    >
      {error && <p role="alert">{error}</p>}
      <BusyButton type="submit" busy={busy}>
        Save
      </BusyButton>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useAction', () => {
  it('is busy while the write runs and writes once on a double click', async () => {
    const pending = deferred();
    const write = vi.fn(() => pending.promise);
    render(<SaveForm write={write} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await act(async () => {
      button.click();
      button.click();
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    await act(async () => pending.resolve());
    expect(button).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failing write’s message inline and frees the button to try again', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const error = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<SaveForm write={write} options={{ failure: 'We could not save. Please try again.' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save. Please try again.');
    // Not asked to log: a browser test fails on an unexpected console error.
    expect(error).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('says the error’s own message by default, and logs it when asked', async () => {
    const cause = new Error('permission-denied');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<SaveForm write={() => Promise.reject(cause)} options={{ log: 'Failed to save' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('permission-denied');
    expect(log).toHaveBeenCalledWith('Failed to save', cause);
  });

  it('reports to the toast, or alerts where the spec says so; a Refusal is never logged', async () => {
    const toast = vi.fn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useAction({ report: toast, log: 'Write failed' }));
    let ok = true;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(new Error('offline')), { failure: 'Could not remove.' });
    });
    expect(ok).toBe(false);
    expect(toast).toHaveBeenCalledWith('Could not remove.');
    expect(result.current.error).toBeNull();
    await act(async () => {
      await result.current.run(() => Promise.reject(new Refusal('A trip with this name already exists.')), {
        report: 'alert',
      });
    });
    expect(alert).toHaveBeenCalledWith('A trip with this name already exists.');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('stays busy after a write that leaves the page, and not after one that failed', async () => {
    const { result } = renderHook(() => useAction({ leaves: true }));
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('offline')));
    });
    expect(result.current.busy).toBe(false);
    let ok = false;
    await act(async () => {
      ok = await result.current.run(() => Promise.resolve());
    });
    expect(ok).toBe(true);
    expect(result.current.busy).toBe(true);
  });

  it('says nothing more when the failure says null (the form shows it), but still runs onFailure', async () => {
    const onFailure = vi.fn();
    const { result } = renderHook(() => useAction({ failure: () => null, onFailure }));
    const cause = new Error('bad field');
    await act(async () => {
      await result.current.run(() => Promise.reject(cause));
    });
    expect(result.current.error).toBeNull();
    expect(onFailure).toHaveBeenCalledWith(cause);
  });
});
