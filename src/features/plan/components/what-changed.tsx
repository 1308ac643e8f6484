// "What changed" in "Your plan": the changes since the version the viewer last opened that concern them.
import { describeChange, type PlanChange } from '@domain/plan';

export function WhatChanged({ changes }: { changes: PlanChange[] }) {
  return (
    <div className="banner banner-info plan-what-changed">
      <h3>What changed</h3>
      <ul>
        {changes.map((change) => (
          <li key={`${change.kind}-${change.itemId}`}>{describeChange(change)}</li>
        ))}
      </ul>
    </div>
  );
}
