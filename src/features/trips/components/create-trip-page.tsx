// Placeholder page: built by its feature's issue.
export default function CreateTripPage() {
  return (
    <section className="page">
      <h1>Create a New Trip</h1>
    </section>
  );
}
