import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyPage from '../../src/features/legal/components/privacy-policy-page';
import TermsPage from '../../src/features/legal/components/terms-page';
import { config } from '../../src/config/env';
import { paths } from '../../src/config/paths';

function renderPage(page: React.ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

function headingLevels(container: HTMLElement) {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

describe('PrivacyPolicyPage', () => {
  it('covers the required topics', () => {
    const { container } = renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const text = container.textContent ?? '';
    expect(text).toContain('Last updated: November 23, 2026');
    expect(text).toMatch(/under 13/);
    expect(text).toMatch(/email/i);
    expect(text).toMatch(/profile/i);
    expect(text).toMatch(/trip preferences/i);
    expect(text).toMatch(/Stripe/);
    expect(text).toMatch(/never see or store your full card number/);
    expect(text).toMatch(/delete your account/i);
    expect(text).toMatch(/Michigan/);
    expect(screen.getAllByRole('link', { name: config.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
  });

  it('links to the terms and has one h1 followed by h2s', () => {
    const { container } = renderPage(<PrivacyPolicyPage />);
    expect(screen.getAllByRole('link', { name: 'Terms and Conditions' })[0]).toHaveAttribute('href', paths.terms);
    const levels = headingLevels(container);
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  });
});

describe('TermsPage', () => {
  it('covers the required terms', () => {
    const { container } = renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const text = container.textContent ?? '';
    expect(text).toContain('Last updated: November 23, 2026');
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/Michigan/);
    expect(text).toMatch(/binding individual arbitration/);
    expect(text).toMatch(/within 1 year/);
    expect(text).toMatch(/within 30 days/);
    expect(text).toMatch(/lesser of the amount you paid us in the 12 months before the claim arose, or \$100/);
    expect(text).toContain('$25');
    expect(text).toContain('$50');
  });

  it('links to the privacy policy and has one h1 followed by h2s', () => {
    const { container } = renderPage(<TermsPage />);
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', paths.privacyPolicy);
    const levels = headingLevels(container);
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  });
});
