// Placeholder page: built by its feature's issue.
export default function JoinPage() {
  return (
    <section className="page">
      <h1>Join trip</h1>
    </section>
  );
}
