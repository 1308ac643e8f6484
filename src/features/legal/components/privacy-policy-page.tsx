// Placeholder page: built by its feature's issue.
export default function PrivacyPolicyPage() {
  return (
    <section className="page">
      <h1>Privacy Policy</h1>
    </section>
  );
}
