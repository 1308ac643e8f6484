// "What we need from you": the readiness flags the traveler must act on, in their words.
export function TravelerTasks({ tasks, tripName }: { tasks: string[]; tripName?: string }) {
  if (tasks.length === 0) return null;
  return (
    <div
      className="traveler-tasks"
      role="group"
      aria-label={tripName ? `What we need from you for ${tripName}` : 'What we need from you'}
    >
      <h3>What we need from you</h3>
      <ul>
        {tasks.map((task) => (
          <li key={task}>{task}</li>
        ))}
      </ul>
    </div>
  );
}
