// Public face of the account feature: deleting one's account (the button and its dialogs).
export { DeleteAccountButton } from './components/delete-account-button';
export { DownloadMyData } from './components/download-my-data';
