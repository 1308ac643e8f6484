// Placeholder page: built by its feature's issue.
export default function AdminResponsesPage() {
  return (
    <section className="page">
      <h1>Admin View – Responses for Trip</h1>
    </section>
  );
}
