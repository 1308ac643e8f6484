import { Form, Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/page-load-error';
import { Notice } from '@/ui/page-states';
import { countTrips, listTrips, searchTrips, TRIP_STATES, type TripPage, type TripScope } from '../api/admin-api';
import {
  listViewSearch,
  readListView,
  SEARCH_MAX_LENGTH,
  STATE_EMPTY,
  STATE_HEADINGS,
  STATE_LABELS,
  type ListView,
} from '../list-view';
import { NO_ACCESS, plannerAccess } from '../planner-access';
import { AdminTripList } from './admin-trip-list';
import '../admin.css';

/**
 * The list the URL asks for: per-state counts (three count() aggregations) and the first 25
 * trips, or the search's matches. Reads: 25 trip documents at most plus the counts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const access = await plannerAccess(request);
  if (!access.planner) return { planner: false as const };
  const view = readListView(new URL(request.url).searchParams);
  const scope: TripScope = { state: view.state, assignedTo: view.mine ? access.user.uid : undefined };
  try {
    const [counts, page] = await Promise.all([
      countTrips(scope.assignedTo),
      view.query ? searchTrips(scope, view.query).then((trips): TripPage => ({ trips, next: null })) : listTrips(scope),
    ]);
    return { planner: true as const, view, scope, counts, page };
  } catch (error) {
    throw loadFailure(error, NO_ACCESS, { label: 'Return Home', to: paths.home });
  }
}

function viewLink(view: ListView): string {
  return paths.admin + listViewSearch(view);
}

export default function AdminHomePage() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (!data.planner)
    return (
      <Notice actionLabel="Return Home" actionTo={paths.home}>
        {NO_ACCESS}
      </Notice>
    );
  const { view, scope, counts, page } = data;

  return (
    <section className="page admin-workspace">
      <h1>{STATE_HEADINGS[view.state]}</h1>

      <nav className="admin-toolbar" aria-label="Trip lists">
        <ul className="segmented">
          {TRIP_STATES.map((state) => (
            <li key={state}>
              <Link to={viewLink({ ...view, state })} aria-current={state === view.state ? 'page' : undefined}>
                {STATE_LABELS[state]} <span className="segmented-count">{counts[state]}</span>
              </Link>
            </li>
          ))}
        </ul>
        <ul className="segmented">
          <li>
            <Link to={viewLink({ ...view, mine: false })} aria-current={view.mine ? undefined : 'page'}>
              Everyone&apos;s trips
            </Link>
          </li>
          <li>
            <Link to={viewLink({ ...view, mine: true })} aria-current={view.mine ? 'page' : undefined}>
              Mine
            </Link>
          </li>
        </ul>
        <Link to={paths.adminQuestions} className="btn btn-secondary btn-sm">
          Open questions
        </Link>
      </nav>

      {/* A GET form: the search lands in the URL and the route loader runs it. */}
      <Form role="search" className="admin-search" action={paths.admin}>
        {view.state !== 'ready' && <input type="hidden" name="state" value={view.state} />}
        {view.mine && <input type="hidden" name="mine" value="1" />}
        <label htmlFor="admin-search" className="field-label">
          Search trips
        </label>
        <div className="admin-search-row">
          <input
            id="admin-search"
            className="input"
            type="search"
            name="q"
            defaultValue={view.query}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Trip name or organizer email"
            aria-describedby="admin-search-hint"
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
          {view.query && (
            <Link to={viewLink({ ...view, query: '' })} className="btn btn-ghost">
              Clear
            </Link>
          )}
        </div>
        <p id="admin-search-hint" className="field-hint">
          Finds trips whose name or organizer email starts with what you type.
        </p>
      </Form>

      <AdminTripList
        key={search}
        scope={scope}
        firstPage={page}
        total={view.query ? null : counts[view.state]}
        emptyText={view.query ? `No trips match “${view.query}”.` : STATE_EMPTY[view.state]}
      />
    </section>
  );
}
