export interface AppUser {
  uid: string;
  email: string;
}

export interface AuthState {
  user: AppUser | null;
  isAdmin: boolean;
  /** True until the first authentication state report. */
  loading: boolean;
  /** Re-reads the admin claim with a fresh ID token (after a planner is granted the claim). */
  refreshClaims: () => Promise<void>;
}
