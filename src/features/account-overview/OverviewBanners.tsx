import type { Banner } from '../../domain/account-overview/banners.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import * as styles from './OverviewBanners.css.ts';

export interface OverviewBannersProps {
  /** The account's banners, in their order (`overviewBanners`). */
  readonly banners: readonly Banner[];
}

/** The banner alerts of spec 02 §2.1 above the cards. */
export function OverviewBanners({ banners }: OverviewBannersProps) {
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners}>
      {banners.map((banner) => (
        <div key={banner.id} data-banner={banner.id}>
          <Alert tone={banner.tone}>
            <p className={styles.text}>{banner.text}</p>
            {banner.detail ? <p className={styles.detail}>{banner.detail}</p> : null}
          </Alert>
        </div>
      ))}
    </div>
  );
}
