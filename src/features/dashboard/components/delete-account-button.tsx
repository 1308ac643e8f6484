// Delete My Account: built by the travelers/organizers issue (confirm modal, password dialog,
// server-side deleteAccount). Until then the button is not shown.
export function DeleteAccountButton() {
  return null;
}
