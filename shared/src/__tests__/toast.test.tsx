import { act, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../app/app-providers';
import { toast, useToasterStore } from '../toast';

describe('toasts', () => {
  it('loads the toaster with the first toast and shows what was raised before it mounted', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    // Nothing of notistack is mounted until a toast is raised.
    expect(useToasterStore.getState().requested).toBe(false);
    expect(document.querySelector('.cargora-toasts')).toBeNull();

    act(() => {
      toast.error('First problem');
      toast.success('Saved');
    });
    expect(useToasterStore.getState().requested).toBe(true);
    expect(await screen.findByText('First problem')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    // Once mounted, a toast shows at once, and its key dismisses it.
    let key: string | number = '';
    act(() => {
      key = toast.loading('Uploading…');
    });
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    act(() => toast.dismiss(key));
    await waitFor(() => expect(screen.queryByText('Uploading…')).toBeNull());
  });
});
