import { useEffect, useState } from 'react';
import { getImageSettings } from '../../api/accounts.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useAssetUrlCheck } from '../../ui/element/useAssetUrl.ts';

export interface LoginImage {
  readonly src: string;
  /** '' for a decorative image. */
  readonly alt: string;
}

export interface LoginImages {
  readonly rightImage: LoginImage | null;
  readonly backgroundImage: LoginImage | null;
}

const noImages: LoginImages = { rightImage: null, backgroundImage: null };

/**
 * The login module's configured images (docs/api.md, Images): `rightImage` beside the form and
 * `backgroundImage` behind it, each only from an allowed origin. They only decorate the screen, so a
 * failed call or a refused address just leaves them out.
 */
export function useLoginImages(): LoginImages {
  const { client } = useElementContext();
  const allowedAssetUrl = useAssetUrlCheck();
  const [images, setImages] = useState<LoginImages>(noImages);

  useEffect(() => {
    let current = true;
    getImageSettings(client, 'login').then(
      ({ images: list }) => {
        if (!current) return;
        const find = (name: string): LoginImage | null => {
          const entry = list.find((image) => image.name === name);
          const src = entry ? allowedAssetUrl(entry.url) : null;
          return entry && src ? { src, alt: entry.altText ?? '' } : null;
        };
        setImages({ rightImage: find('rightImage'), backgroundImage: find('backgroundImage') });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [allowedAssetUrl, client]);

  return images;
}
