// Placeholder page: built by its feature's issue.
export default function TermsPage() {
  return (
    <section className="page">
      <h1>Terms and Conditions</h1>
    </section>
  );
}
