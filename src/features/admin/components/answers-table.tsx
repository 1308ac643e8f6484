import type { FullResponse } from '@/lib/models';
import { ANSWER_COLUMNS, FLAG_TITLES, flagsOf } from '../traveler-answers';

const [NAME_COLUMN, ...OTHER_COLUMNS] = ANSWER_COLUMNS;

/**
 * Every answer of every traveler: one row each, the name as the row header (sticky while the
 * table scrolls sideways). On a phone each row becomes a card, every cell labelled by its
 * question (admin.css, data-label). Cells a planner must act on are marked.
 */
export function AnswersTable({ responses }: { responses: FullResponse[] }) {
  return (
    // Focusable so keyboard users can scroll it sideways; named apart from its section ("All answers").
    <div className="answers-scroll" role="region" aria-label="Answers table, scrolls sideways" tabIndex={0}>
      <table className="answers-table">
        <caption className="visually-hidden">
          Every traveler&apos;s answers, one row per traveler. Flagged answers need action.
        </caption>
        <thead>
          <tr>
            {ANSWER_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {responses.map((response) => {
            const flagged = new Set(flagsOf(response).map((flag) => flag.kind));
            return (
              <tr key={response.uid}>
                <th scope="row" data-label={NAME_COLUMN.label}>
                  {NAME_COLUMN.value(response)}
                </th>
                {OTHER_COLUMNS.map((column) => {
                  const kind = column.flag && flagged.has(column.flag) ? column.flag : null;
                  return (
                    <td key={column.key} data-label={column.label} className={kind ? 'answer-flagged' : undefined}>
                      {kind && <span className="visually-hidden">{`Needs action (${FLAG_TITLES[kind]}): `}</span>}
                      {column.value(response)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
