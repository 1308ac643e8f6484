const STEPS = [
  {
    title: 'Create your trip',
    text: 'Give it a name, rough dates and a destination (or leave it undecided), and choose domestic or international.',
  },
  {
    title: 'Share the link',
    text: 'Drop your invite link in the group chat. Everyone who joins fills out a short form, you included.',
  },
  {
    title: 'Gather preferences',
    text: "Dates, budgets, home airports, dietary needs and must-sees land on one page. When everyone's in, mark the trip ready.",
  },
  {
    title: 'We take it from there',
    text: 'Our planners design the trip around your group: hotels, restaurants, flights, transport and tickets.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="lp-section" aria-labelledby="how-title">
      <div className="lp-inner">
        <div className="lp-head">
          <p className="lp-eyebrow">Four steps</p>
          <h2 id="how-title">How It Works</h2>
          <p className="lp-lead">From "we should do a trip" to a finished plan, without the spreadsheet.</p>
        </div>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card step">
              <span className="step-num" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
