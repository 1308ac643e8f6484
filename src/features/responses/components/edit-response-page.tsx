import { ResponsePage } from './response-page';

export { responseLoader as loader } from './response-page';

/** /edit-response/:tripId — the same form, prefilled from the stored response. */
export default function EditResponsePage() {
  return <ResponsePage mode="edit" />;
}
