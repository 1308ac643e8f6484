// Placeholder page: built by its feature's issue.
export default function TripResponsesPage() {
  return (
    <section className="page">
      <h1>Trip responses</h1>
    </section>
  );
}
