import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
