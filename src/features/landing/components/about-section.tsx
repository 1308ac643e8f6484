import type { ReactNode } from 'react';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';

const VALUES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Real people, not an algorithm',
    text: 'A planner reads every answer your group gives and builds the trip by hand.',
    icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />,
  },
  {
    title: 'Everyone gets a say',
    text: 'One link collects dates, budgets, dietary needs and must-sees from the whole group.',
    icon: <path d="M4 5h16v10H9l-5 4V5Zm5 5h.01M12 10h.01M15 10h.01" />,
  },
  {
    title: 'One flat fee per trip',
    text: `${formatUsd(PRICE_CENTS.domestic)} within the US, ${formatUsd(PRICE_CENTS.international)} abroad. The organizer pays once; nobody pays per person.`,
    icon: (
      <path d="M12 3v18m4-14.5C15 5.5 13.6 5 12 5c-2.2 0-4 1.1-4 3s1.8 2.6 4 3 4 1.1 4 3-1.8 3-4 3c-1.7 0-3.2-.6-4-1.6" />
    ),
  },
];

export function AboutSection() {
  return (
    <section id="about" className="lp-section lp-alt" aria-labelledby="about-title">
      <div className="lp-inner about-grid">
        <div>
          <p className="lp-eyebrow">Why we exist</p>
          <h2 id="about-title">About Us</h2>
          <p className="lp-lead">
            Tripwise plans group trips for friends, families and teams. Instead of one person juggling a 200-message
            group chat, everyone tells us what they want, and our planners turn those answers into one plan that works
            for the whole group.
          </p>
          <p className="muted">
            We weigh everyone's dates, budgets and wish lists, then plan the hotels, restaurants, flights, local
            transport and tickets. You get to enjoy the trip instead of organizing it.
          </p>
        </div>
        <ul className="about-values">
          {VALUES.map((value) => (
            <li key={value.title}>
              <svg className="lp-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                {value.icon}
              </svg>
              <div>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
