// What the /admin list shows, kept in the URL (?state=booked&mine=1&q=bali) so a view can be
// bookmarked, shared with a colleague and restored by Back; the route loader reads it.
import { TRIP_STATES, type TripState } from './api/admin-api';

export interface ListView {
  state: TripState;
  mine: boolean;
  query: string;
}

export const SEARCH_MAX_LENGTH = 100;

export function readListView(params: URLSearchParams): ListView {
  const state = params.get('state');
  return {
    state: TRIP_STATES.find((s) => s === state) ?? 'ready',
    mine: params.get('mine') === '1',
    query: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
  };
}

/** The query string of a view; defaults are left out, so the plain list is just /admin. */
export function listViewSearch(view: ListView): string {
  const params = new URLSearchParams();
  if (view.state !== 'ready') params.set('state', view.state);
  if (view.mine) params.set('mine', '1');
  if (view.query) params.set('q', view.query);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const STATE_LABELS: Record<TripState, string> = {
  ready: 'Ready to plan',
  booked: 'Booked',
  finished: 'Finished',
};

/** Each list's heading; the ready list keeps the spec's. */
export const STATE_HEADINGS: Record<TripState, string> = {
  ready: 'Trips Ready to Plan',
  booked: 'Booked Trips',
  finished: 'Finished Trips',
};

/** Each list's empty text; the ready list keeps the spec's. */
export const STATE_EMPTY: Record<TripState, string> = {
  ready: 'No trips are ready yet.',
  booked: 'No trips are booked yet.',
  finished: 'No trips are finished yet.',
};
