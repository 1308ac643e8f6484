import { Link } from 'react-router-dom';
import { config } from '../config/env';
import { paths } from '../config/paths';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <p>
          © {new Date().getFullYear()} {config.productName}. All rights reserved.
        </p>
        <ul className="footer-links">
          <li>
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={paths.termsFooter}>Terms and Conditions</Link>
          </li>
          <li>
            <a href={`mailto:${config.supportEmail}`}>Contact</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
