// The brief's "Download CSV": every answer of the trip in one file (trip-csv.ts).
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import { downloadCsv } from '@/ui/download-csv';
import { csvFileName, tripCsv } from '../trip-csv';

/** Download CSV once the answers are in (until then the button waits, disabled). */
export function CsvButton({ tripId, trip }: { tripId: string; trip: Trip }) {
  const responses = useAsyncValue() as FullResponse[];
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => downloadCsv(csvFileName(tripId), tripCsv(trip, responses))}
    >
      Download CSV
    </button>
  );
}
