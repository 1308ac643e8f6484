// Deleting a trip says what happens to the planning fee paid for it (issue 46), under the spec's
// confirmation words.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DeleteTripDialog } from '../../src/features/trips/components/delete-trip-dialog';

describe('the delete-trip confirmation', () => {
  it("keeps the spec's words and says the fee is not refunded, and whom to write to", () => {
    render(<DeleteTripDialog busy={false} onConfirm={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(dialog).toHaveTextContent('The planning fee you paid is not refunded when you delete the trip.');
    // Written out, not a link: the dialog's first focus stays on Cancel (keyboard journey).
    expect(dialog).toHaveTextContent('email support@tripwise.example within 30 days');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
