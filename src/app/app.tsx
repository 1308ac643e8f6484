import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { AppRoutes } from './routes';
import { Layout } from './layout';
import { LastVisitedPathTracker } from './last-visited-path';
import { ScrollToTop } from './scroll-to-top';

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <LastVisitedPathTracker />
        <ScrollToTop />
        <Layout>
          <AppRoutes />
        </Layout>
      </AuthProvider>
    </BrowserRouter>
  );
}
