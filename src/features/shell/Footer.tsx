import { useMemo } from 'react';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { footerModel } from '../../domain/portal/footer.ts';
import * as styles from './Footer.css.ts';
import { TargetLink } from './TargetLink.tsx';
import { useLanguage } from '../../ui/element/useLanguage.ts';

function OutageIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path d="M11.5 1.5 4 11h5l-1.5 7.5L15 9h-5z" fill="currentColor" />
    </svg>
  );
}

/**
 * The portal footer (spec 01 §2.5): About Us, Follow Us, Contact Us (the mailing address always, every
 * other line only when the site sets it), Terms of Use, the copyright line and the version.
 */
export function Footer({ siteSettings }: { siteSettings: SiteConfiguration['siteSettings'] }) {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headings read in the active language
  const model = useMemo(() => footerModel(siteSettings), [siteSettings, language]);
  const { contactUs } = model;

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {model.aboutUs ? (
          <section className={styles.block} aria-labelledby="coop-footer-about">
            <h2 id="coop-footer-about" className={styles.heading}>
              {model.aboutUs.heading}
            </h2>
            <p className={styles.text}>{model.aboutUs.text}</p>
          </section>
        ) : null}
        {model.followUs ? (
          <section className={styles.block} aria-labelledby="coop-footer-follow">
            <h2 id="coop-footer-follow" className={styles.heading}>
              {model.followUs.heading}
            </h2>
            <ul className={styles.list}>
              {model.followUs.links.map((link) => (
                <li key={link.network}>
                  <TargetLink target={{ kind: 'external', href: link.href }} className={styles.link}>
                    {link.label}
                  </TargetLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={styles.block} aria-labelledby="coop-footer-contact">
          <h2 id="coop-footer-contact" className={styles.heading}>
            {contactUs.heading}
          </h2>
          <address className={styles.address}>
            <p className={styles.text}>{contactUs.address}</p>
            {contactUs.phone ? (
              <p className={styles.text}>
                <a href={contactUs.phone.href} className={styles.link}>
                  {contactUs.phone.text}
                </a>
              </p>
            ) : null}
            {contactUs.officeHours ? <p className={styles.text}>{contactUs.officeHours}</p> : null}
            {contactUs.email ? (
              <p className={styles.text}>
                <a href={contactUs.email.href} className={styles.link}>
                  {contactUs.email.text}
                </a>
              </p>
            ) : null}
            {contactUs.connectWithUs ? (
              <p className={styles.text}>
                <TargetLink target={contactUs.connectWithUs.target} className={styles.link}>
                  {contactUs.connectWithUs.label}
                </TargetLink>
              </p>
            ) : null}
            {contactUs.emergency ? (
              <p className={`${styles.text} ${styles.emergency}`}>
                <OutageIcon />
                <span>
                  {contactUs.emergency.label}:{' '}
                  <a href={contactUs.emergency.href} className={styles.link}>
                    {contactUs.emergency.number}
                  </a>
                </span>
              </p>
            ) : null}
            {contactUs.corporateWebsite ? (
              <p className={styles.text}>
                <TargetLink target={contactUs.corporateWebsite.target} className={styles.link}>
                  {contactUs.corporateWebsite.caption}
                </TargetLink>
              </p>
            ) : null}
          </address>
        </section>
      </div>
      <div className={styles.legal}>
        <TargetLink target={model.termsOfUse.target} className={styles.link}>
          {model.termsOfUse.label}
        </TargetLink>
        {model.copyright ? <p className={styles.small}>{model.copyright}</p> : null}
        {model.version ? (
          <p className={styles.small}>
            {model.version.label} {model.version.number}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
