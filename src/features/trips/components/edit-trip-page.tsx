// Placeholder page: built by its feature's issue.
export default function EditTripPage() {
  return (
    <section className="page">
      <h1>Edit Trip Info</h1>
    </section>
  );
}
