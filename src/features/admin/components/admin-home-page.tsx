// Placeholder page: built by its feature's issue.
export default function AdminHomePage() {
  return (
    <section className="page">
      <h1>Trips Ready to Plan</h1>
    </section>
  );
}
