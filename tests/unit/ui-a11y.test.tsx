import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../src/ui/modal';
import { DateField } from '../../src/ui/date-field';
import { Notice } from '../../src/ui/page-states';
import { MemoryRouter } from 'react-router-dom';
import { ResponseForm } from '../../src/features/responses/components/response-form';
import { emptyResponseValues } from '../../src/features/responses/response-values';

describe('modal focus', () => {
  it('brings focus that slipped outside back in on Tab, at the start (Tab) or the end (Shift+Tab)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button>Outside</button>
        <Modal
          title="Confirm"
          onClose={() => {}}
          actions={
            <>
              <button>Cancel</button>
              <button>Yes</button>
            </>
          }
        />
      </>,
    );
    screen.getByRole('button', { name: 'Outside' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    screen.getByRole('button', { name: 'Outside' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  });
});

describe('date field calendar', () => {
  it('names its month and year menus and its month buttons', async () => {
    const user = userEvent.setup();
    render(<DateField label="Birthday" selected={new Date(1990, 5, 15)} onChange={() => {}} />);
    // The picker's code loads after the field's first paint; transforming it can take seconds
    // on a busy machine.
    await user.click(await screen.findByLabelText('Birthday'));
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('5');
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(year).toHaveValue('1990');
    // Unbounded (a birthday): 1900 to 2100.
    expect(year.querySelector('option')).toHaveTextContent('1900');
    expect(year.querySelector('option:last-child')).toHaveTextContent('2100');
    expect(screen.getByRole('button', { name: 'Previous Month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Month' })).toBeInTheDocument();
  });
});

describe('notice', () => {
  it('makes the message the page heading when there is no title', () => {
    render(
      <MemoryRouter>
        <Notice actionLabel="Return Home" actionTo="/">
          You do not have access to this page.
        </Notice>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You do not have access to this page.' })).toBeInTheDocument();
  });
});

describe('join form errors', () => {
  it('moves focus to the first field with an error on submit', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ResponseForm initialValues={{ ...emptyResponseValues(), firstName: 'Ana' }} mode="join" onSubmit={() => {}} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Last Name')).toHaveFocus();
  });
});
