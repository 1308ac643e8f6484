// The 40-item published plan of the large data set (scripts/large-data.ts): eight days in Lisbon
// and Porto for six travelers, three flights out from three US zones and three back, two lodging
// stays, and items for some travelers only. What `npm run perf` measures the trip page's
// "Your plan" with (docs/performance.md). Pure: items only, built from the plan domain's own
// empty item; scripts/demo-plan.ts's writePublishedPlan stores them as the publish function does.
import { addDays } from '@domain/calendar-day';
import { EMPTY_ITEM_FIELDS, type DiffableItem, type PlanItemKind, type PlanPrice } from '@domain/plan';

export const LARGE_PLAN_ITEMS = 40;

/** The trip's six travelers: the organizer, the signed-in member and four more (uids). */
export interface LargePlanPeople {
  organizer: string;
  member: string;
  others: readonly [string, string, string, string];
}

const LISBON = 'Europe/Lisbon';
const euros = (perPerson: number): PlanPrice => ({
  currency: 'EUR',
  perPersonMinor: perPerson * 100,
  totalMinor: null,
});

/** One city day: five stops in a fixed rhythm (morning, lunch, afternoon, early evening, dinner). */
const CITY_DAYS: { day: number; stops: readonly string[] }[] = [
  {
    day: 2,
    stops: [
      'Belém Tower',
      'Lunch at Pastéis de Belém',
      'Jerónimos Monastery',
      'Tram 28 through Alfama',
      'Cervejaria Ramiro',
    ],
  },
  {
    day: 3,
    stops: [
      'Sintra: Pena Palace',
      'Lunch at Tascantiga',
      'Quinta da Regaleira',
      'Cabo da Roca lookout',
      'Taberna da Rua das Flores',
    ],
  },
  {
    day: 4,
    stops: [
      'Gulbenkian Museum',
      'Time Out Market',
      'LX Factory',
      'Miradouro da Senhora do Monte',
      'Fado at Clube de Fado',
    ],
  },
  {
    day: 6,
    stops: [
      'Livraria Lello',
      'Lunch at Cantinho do Avillez',
      'Ribeira riverside walk',
      'Dom Luís I Bridge',
      'Dinner at DOP',
    ],
  },
];
const RHYTHM: { kind: PlanItemKind; time: string }[] = [
  { kind: 'activity', time: '09:30' },
  { kind: 'restaurant', time: '12:30' },
  { kind: 'activity', time: '14:30' },
  { kind: 'activity', time: '17:30' },
  { kind: 'restaurant', time: '20:00' },
];

/**
 * The plan's items, the first day being `startDay` ('YYYY-MM-DD'). Ids are stable
 * (`large-plan-01`…), so a re-seed writes the same plan.
 */
export function largePlanItems(startDay: string, people: LargePlanPeople): DiffableItem[] {
  const [alex, blair, casey, drew] = people.others;
  const day = (n: number) => addDays(startDay, n);
  const at = (n: number, time: string, zone = LISBON) => ({ at: `${day(n)}T${time}`, zone });
  type Extra = Partial<Omit<DiffableItem, 'id' | 'kind' | 'title' | 'order'>>;
  const specs: { kind: PlanItemKind; title: string; extra: Extra }[] = [];
  const add = (kind: PlanItemKind, title: string, extra: Extra) => specs.push({ kind, title, extra });

  // Out: three flights from three zones, landing in Lisbon the next morning.
  const flightsOut: [string, string, string, string, string[]][] = [
    ['Boston to Lisbon (TP 218)', 'America/New_York', '21:40', 'BOS', [people.member, alex]],
    ['Denver to Lisbon (UA 62 via Newark)', 'America/Denver', '12:15', 'DEN', [blair, casey]],
    ['Chicago to Lisbon (TP 248)', 'America/Chicago', '18:05', 'ORD', [people.organizer, drew]],
  ];
  for (const [title, zone, time, airport, travelers] of flightsOut)
    add('flight', title, {
      start: at(0, time, zone),
      end: at(1, '09:35'),
      place: `${airport} airport`,
      travelers,
      confirmation: `TP${airport}1`,
      price: { currency: 'USD', perPersonMinor: 91_400, totalMinor: null },
    });
  add('transport', 'Shuttle from Lisbon airport to the hotel', {
    start: at(1, '11:00'),
    end: at(1, '11:45'),
    place: 'Lisbon airport, arrivals',
    price: { currency: 'EUR', perPersonMinor: null, totalMinor: 9_000 },
  });
  add('lodging', 'Memmo Alfama, Lisbon', {
    start: null,
    checkIn: day(1),
    checkOut: day(5),
    place: 'Travessa Merceeiras 27, Lisbon',
    mapLink: 'https://www.openstreetmap.org/search?query=Memmo%20Alfama',
    bookingRef: 'MA-40417',
    price: { currency: 'EUR', perPersonMinor: null, totalMinor: 264_000 },
  });
  add('note', 'Rooms ready from 15:00', { start: at(1, '15:00'), notes: 'The desk keeps luggage until then.' });
  add('restaurant', 'Welcome dinner at Prado', { start: at(1, '20:00'), confirmation: 'PRADO-6', price: euros(65) });

  for (const { day: n, stops } of CITY_DAYS)
    stops.forEach((title, k) => {
      const { kind, time } = RHYTHM[k];
      add(kind, title, { start: at(n, time), place: title, ...(k % 2 === 0 ? { price: euros(12 + k * 4) } : {}) });
    });

  add('activity', 'Surf lesson at Carcavelos', {
    start: at(4, '07:00'),
    end: at(4, '09:00'),
    travelers: [blair, casey],
    price: euros(45),
  });
  add('restaurant', 'Cooking class: bacalhau', {
    start: at(4, '10:30'),
    travelers: [people.organizer, people.member],
    confirmation: 'CK-221',
    price: euros(80),
  });
  add('transport', 'Train Lisbon to Porto (Alfa Pendular)', {
    start: at(5, '10:09'),
    end: at(5, '12:58'),
    place: 'Lisboa Santa Apolónia',
    link: 'https://www.cp.pt/',
    confirmation: 'CP-90817',
    price: euros(32),
  });
  add('lodging', 'Torel Avantgarde, Porto', {
    start: null,
    checkIn: day(5),
    checkOut: day(7),
    place: 'Rua da Restauração 336, Porto',
    bookingRef: 'TA-7731',
    price: { currency: 'EUR', perPersonMinor: null, totalMinor: 198_000 },
  });
  add('restaurant', 'Lunch at Mercado do Bolhão', { start: at(5, '13:30') });
  add('activity', 'Port cellar tour at Graham’s', {
    start: at(5, '16:00'),
    travelers: [people.member, alex, drew],
    price: euros(35),
  });
  add('restaurant', 'Dinner at Cantina 32', { start: at(5, '20:30'), confirmation: 'C32-6' });
  add('activity', 'Douro valley cruise', {
    start: at(6, '07:30'),
    end: at(6, '18:30'),
    travelers: [people.member, alex, drew],
    notes: 'Skips the city day: lunch on board.',
    price: euros(110),
  });
  add('note', 'Free evening: pack for the flights home', { start: at(6, '22:00') });
  add('transport', 'Taxi to Porto airport', { start: at(7, '07:00'), price: euros(8) });
  // Back: three flights, each landing the same day in its own zone.
  const flightsBack: [string, string, string, string, string[]][] = [
    ['Porto to Boston (TP 1947 via Lisbon)', 'America/New_York', '16:20', 'BOS', [people.member, alex]],
    ['Porto to Denver (UA 71 via Newark)', 'America/Denver', '19:45', 'DEN', [blair, casey]],
    ['Porto to Chicago (TP 1959 via Lisbon)', 'America/Chicago', '17:55', 'ORD', [people.organizer, drew]],
  ];
  for (const [title, zone, time, airport, travelers] of flightsBack)
    add('flight', title, {
      start: at(7, '10:30'),
      end: at(7, time, zone),
      place: 'Porto airport (OPO)',
      travelers,
      confirmation: `TP${airport}2`,
      price: { currency: 'USD', perPersonMinor: 78_200, totalMinor: null },
    });

  // The planner's order is the order of the day: by the clock on the day's page (lodging at check-in).
  const clock = ({ extra }: (typeof specs)[number]) => extra.start?.at ?? `${extra.checkIn ?? ''}T15:00`;
  specs.sort((a, b) => clock(a).localeCompare(clock(b)));
  return specs.map(({ kind, title, extra }, k) => ({
    ...EMPTY_ITEM_FIELDS,
    ...extra,
    id: `large-plan-${String(k + 1).padStart(2, '0')}`,
    kind,
    title,
    order: k + 1,
  }));
}
