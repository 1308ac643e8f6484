// Placeholder page: built by its feature's issue.
export default function EditResponsePage() {
  return (
    <section className="page">
      <h1>Edit response</h1>
    </section>
  );
}
