// The brief's "Download CSV": every answer of the trip in one file (trip-csv.ts).
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import { csvFileName, tripCsv } from '../trip-csv';

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Download CSV once the answers are in (until then the button waits, disabled). */
export function CsvButton({ tripId, trip }: { tripId: string; trip: Trip }) {
  const responses = useAsyncValue() as FullResponse[];
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => download(csvFileName(tripId), tripCsv(trip, responses))}
    >
      Download CSV
    </button>
  );
}
