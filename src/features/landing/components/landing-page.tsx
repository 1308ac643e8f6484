// Placeholder page: built by its feature's issue.
export default function LandingPage() {
  return (
    <section className="page">
      <h1>You gather the group. We'll handle the planning.</h1>
    </section>
  );
}
