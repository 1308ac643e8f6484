const TRIPS = [
  {
    name: 'Japan',
    image: '/images/japan.svg',
    alt: 'Illustration of snow-capped Mount Fuji behind a red torii gate, framed by cherry blossoms',
    place: 'Tokyo, Hakone & Kyoto',
    facts: ['10 days', '8 friends'],
    text: 'Cherry-blossom season with a night in a Hakone ryokan, a sushi counter for eight and rail passes sorted before anyone landed.',
  },
  {
    name: 'Hawaii',
    image: '/images/hawaii.svg',
    alt: 'Illustration of a Hawaiian beach at sunset, with palm trees and the sun sinking into the ocean',
    place: 'Maui',
    facts: ['7 days', '12 family members'],
    text: 'A three-generation reunion: a beach house with room for everyone, a luau night and a sunrise drive up Haleakalā.',
  },
  {
    name: 'Bali',
    image: '/images/bali.svg',
    alt: 'Illustration of green Balinese rice terraces with a tiered temple, palm trees and a distant volcano',
    place: 'Ubud & Uluwatu',
    facts: ['8 days', '6 friends'],
    text: 'Rice-terrace walks, a Balinese cooking class and sunset at Uluwatu Temple, with drivers booked between villas.',
  },
];

export function TripsSection() {
  return (
    <section id="trips" className="lp-section" aria-labelledby="trips-title">
      <div className="lp-inner">
        <div className="lp-head">
          <p className="lp-eyebrow">Recent itineraries</p>
          <h2 id="trips-title">Trips We've Planned</h2>
          <p className="lp-lead">A few of the group trips our planners have put together.</p>
        </div>
        <div className="trips-grid">
          {TRIPS.map((trip) => (
            <article
              key={trip.name}
              className="card landing-trip-card"
              aria-labelledby={`trip-${trip.name.toLowerCase()}`}
            >
              <img src={trip.image} width={640} height={400} loading="lazy" decoding="async" alt={trip.alt} />
              <div className="trip-body">
                <h3 id={`trip-${trip.name.toLowerCase()}`}>{trip.name}</h3>
                <p className="trip-meta">{trip.place}</p>
                <p>{trip.text}</p>
                <ul className="trip-facts" aria-label="Trip details">
                  {trip.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
