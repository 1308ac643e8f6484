import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import LandingPage from '../../src/features/landing/components/landing-page';
import { config } from '../../src/config/env';
import { paths } from '../../src/config/paths';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('shows the hero heading as the only h1, with both calls to action', () => {
    renderLanding();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("You gather the group. We'll handle the planning.");

    const create = screen.getAllByRole('link', { name: 'Create a Trip' });
    expect(create.length).toBeGreaterThan(0);
    for (const link of create) expect(link).toHaveAttribute('href', paths.create);

    const call = screen.getAllByRole('link', { name: /book a free call/i })[0];
    expect(call).toHaveAttribute('href', config.bookCallUrl);
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has the four navbar sections, each labelled by its heading', () => {
    const { container } = renderLanding();
    for (const id of ['about', 'how-it-works', 'pricing', 'trips']) {
      const section = container.querySelector(`section#${id}`);
      expect(section, id).not.toBeNull();
      const labelId = section?.getAttribute('aria-labelledby') ?? '';
      expect(container.querySelector(`#${labelId}`)?.tagName).toBe('H2');
    }
  });

  it('lists the four steps in order', () => {
    const { container } = renderLanding();
    const steps = within(container.querySelector('#how-it-works') as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent(/create/i);
    expect(steps[1]).toHaveTextContent(/share/i);
    expect(steps[2]).toHaveTextContent(/preferences/i);
    expect(steps[3]).toHaveTextContent(/we take it from there/i);
  });

  it('shows both prices', () => {
    const { container } = renderLanding();
    const pricing = within(container.querySelector('#pricing') as HTMLElement);
    expect(pricing.getByText('$25')).toBeInTheDocument();
    expect(pricing.getByText('$50')).toBeInTheDocument();
    expect(pricing.getByText(/within the US/i)).toBeInTheDocument();
    expect(pricing.getByText(/outside the US/i)).toBeInTheDocument();
  });

  it('shows the three sample trips with described images', () => {
    const { container } = renderLanding();
    const trips = within(container.querySelector('#trips') as HTMLElement);
    for (const name of ['Japan', 'Hawaii', 'Bali']) {
      expect(trips.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const tripImages = container.querySelectorAll('#trips img');
    expect(tripImages).toHaveLength(3);
    for (const img of tripImages) {
      expect(img.getAttribute('src')).toMatch(/^\/images\/(japan|hawaii|bali)\.svg$/);
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('gives every image an alt attribute', () => {
    const { container } = renderLanding();
    const images = container.querySelectorAll('img');
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) expect(img.getAttribute('alt')?.trim()).toBeTruthy();
  });

  it('keeps headings in order (no skipped levels)', () => {
    const { container } = renderLanding();
    let previous = 0;
    for (const heading of container.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Number(heading.tagName[1]);
      expect(level - previous, heading.textContent ?? '').toBeLessThanOrEqual(1);
      previous = level;
    }
  });
});
