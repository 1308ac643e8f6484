import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PrivacyPolicyPage from '../../src/features/legal/components/privacy-policy-page';
import TermsPage from '../../src/features/legal/components/terms-page';
import { config } from '../../src/config/env';
import { paths } from '../../src/config/paths';

function renderPage(page: ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

function expectDocumentShape(container: HTMLElement, title: string) {
  const h1s = screen.getAllByRole('heading', { level: 1 });
  expect(h1s).toHaveLength(1);
  expect(h1s[0]).toHaveTextContent(title);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
  expect(container.querySelectorAll('h3, h4, h5, h6')).toHaveLength(0);
  expect(container).toHaveTextContent('Last updated: November 24, 2026');
  expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-11-24');
  expect(screen.getAllByRole('link', { name: config.supportEmail })[0]).toHaveAttribute(
    'href',
    `mailto:${config.supportEmail}`,
  );
}

describe('privacy policy', () => {
  it('is a titled, dated document with h2 sections', () => {
    const { container } = renderPage(<PrivacyPolicyPage />);
    expectDocumentShape(container, 'Privacy Policy');
  });

  it('covers children, collection, payments, deletion and Michigan law', () => {
    const { container } = renderPage(<PrivacyPolicyPage />);
    expect(container).toHaveTextContent(/not intended for children under 13/);
    expect(container).toHaveTextContent(/email address/);
    expect(container).toHaveTextContent(/Profile/);
    expect(container).toHaveTextContent(/Trip preferences/);
    expect(container).toHaveTextContent(/Stripe/);
    expect(container).toHaveTextContent(/never see or store your card number/);
    expect(container).toHaveTextContent(/Delete My Account/);
    // What deleteAccount really removes (functions/src/account/delete-account.ts).
    expect(container).toHaveTextContent(/every trip you organize, together with all of its travelers' responses/);
    expect(container).toHaveTextContent(/your responses to other people's trips/);
    expect(container).toHaveTextContent(/laws of the State of Michigan/);
  });

  it('says who sees which answer (firestore.rules) and that a booked trip outlives its organizer', () => {
    const { container } = renderPage(<PrivacyPolicyPage />);
    expect(container).toHaveTextContent(
      /budget and must-see places \(the join form says so at each of these fields\)\. They do not see the rest of your answers\./,
    );
    expect(container).toHaveTextContent(/sees all of your answers to their trip, including your medical or dietary/);
    expect(container).toHaveTextContent(
      /its extra notes for our planners included\) and the first name of the planner/,
    );
    expect(container).toHaveTextContent(/all of its answers from the moment it is paid for/);
    expect(container).toHaveTextContent(
      /A trip our planners have already booked is the exception: it stays for its group/,
    );
  });

  it('promises no profile photo: the profile form has no way to add one', () => {
    const { container } = renderPage(<PrivacyPolicyPage />);
    expect(container).not.toHaveTextContent(/profile photo|photo if you add/i);
    expect(container).toHaveTextContent(/initials in place of a photo/);
  });

  it('links to the terms', () => {
    renderPage(<PrivacyPolicyPage />);
    const links = screen.getAllByRole('link', { name: /terms and conditions/i });
    expect(links.some((link) => link.getAttribute('href') === paths.terms)).toBe(true);
  });
});

describe('terms and conditions', () => {
  it('is a titled, dated document with h2 sections', () => {
    const { container } = renderPage(<TermsPage />);
    expectDocumentShape(container, 'Terms and Conditions');
  });

  it('states age, law, arbitration, time limits, fees and the liability cap', () => {
    const { container } = renderPage(<TermsPage />);
    expect(container).toHaveTextContent(/at least 18 years old/);
    expect(container).toHaveTextContent(/laws of the State of Michigan/);
    expect(container).toHaveTextContent(/binding arbitration on an individual basis/);
    expect(container).toHaveTextContent(/within 1 year/);
    expect(container).toHaveTextContent(/within 30 days of the charge/);
    expect(container).toHaveTextContent(/lesser of \(a\) the amount you paid us in the 12 months .* or \(b\) \$100/);
    expect(container).toHaveTextContent(/\$25 for a domestic trip/);
    expect(container).toHaveTextContent(/\$50 for an international trip/);
    expect(container).toHaveTextContent(/for the planning service only/);
  });

  it('links to the privacy policy', () => {
    renderPage(<TermsPage />);
    const links = screen.getAllByRole('link', { name: /privacy policy/i });
    expect(links.some((link) => link.getAttribute('href') === paths.privacyPolicy)).toBe(true);
  });
});
