import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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

describe('landing page', () => {
  it('leads with the hero text as the only h1', () => {
    renderLanding();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("You gather the group. We'll handle the planning.");
  });

  it('offers Create a Trip and a free call in a new tab', () => {
    renderLanding();
    const hero = screen.getByRole('region', { name: /you gather the group/i });
    expect(within(hero).getByRole('link', { name: 'Create a Trip' })).toHaveAttribute('href', paths.create);
    const call = within(hero).getByRole('link', { name: /book a free call/i });
    expect(call).toHaveAttribute('href', config.bookCallUrl);
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has the four sections the navbar links to, each a labelled region with an h2', () => {
    const { container } = renderLanding();
    const expected = [
      ['about', 'About Us'],
      ['how-it-works', 'How It Works'],
      ['pricing', 'Pricing'],
      ['trips', "Trips We've Planned"],
    ];
    for (const [id, title] of expected) {
      const section = container.querySelector(`section#${id}`);
      expect(section, id).not.toBeNull();
      expect(screen.getByRole('region', { name: title })).toBe(section);
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    }
  });

  it('explains the four steps in order', () => {
    renderLanding();
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Step 1: Create your trip',
      'Step 2: Share the link',
      'Step 3: Gather preferences',
      'Step 4: We take it from there',
    ]);
  });

  it('prices domestic at $25 and international at $50, each with Create a Trip', () => {
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    const domestic = within(pricing).getByRole('article', { name: 'Domestic' });
    const international = within(pricing).getByRole('article', { name: 'International' });
    expect(domestic).toHaveTextContent('$25');
    expect(domestic).toHaveTextContent('Planned within the US');
    expect(international).toHaveTextContent('$50');
    expect(international).toHaveTextContent('Planned outside the US');
    for (const card of [domestic, international]) {
      for (const item of ['Hotels', 'Restaurants', 'Flights', 'Transport', 'Tickets', 'Planned by real people']) {
        expect(within(card).getByText(item)).toBeInTheDocument();
      }
      expect(within(card).getByRole('link', { name: 'Create a Trip' })).toHaveAttribute('href', paths.create);
    }
  });

  it('shows the three sample trips with local images', () => {
    renderLanding();
    const trips = screen.getByRole('region', { name: "Trips We've Planned" });
    for (const name of ['Japan', 'Hawaii', 'Bali']) {
      const card = within(trips).getByRole('article', { name });
      const img = within(card).getByRole('img');
      expect(img.getAttribute('src')).toBe(`/images/${name.toLowerCase()}.svg`);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('gives every image meaningful alt text and loads nothing from another host', () => {
    const { container } = renderLanding();
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const img of images) {
      expect(img.getAttribute('alt')?.trim()).toBeTruthy();
      expect(img.getAttribute('src')).toMatch(/^\/images\//);
    }
  });

  it('keeps headings in order', () => {
    const { container } = renderLanding();
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    }, 0);
  });
});
