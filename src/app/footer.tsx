import { config } from '../config/env';
import { paths } from '../config/paths';
import { AppLink } from '../ui/app-link';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <p>
          © {new Date().getFullYear()} {config.productName}. All rights reserved.
        </p>
        <ul className="footer-links">
          <li>
            <AppLink to={paths.privacyPolicy}>Privacy Policy</AppLink>
          </li>
          <li>
            <AppLink to={paths.termsFooter}>Terms and Conditions</AppLink>
          </li>
          <li>
            <a href={`mailto:${config.supportEmail}`}>Contact</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
