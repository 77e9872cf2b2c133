import { useEffect, useState } from 'react';
import { getImageSettings } from '../../api/accounts.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';

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

/** A configured image address, resolved against the page; only http(s), never another scheme. */
function imageSource(url: string, baseUrl: string): string | null {
  try {
    const resolved = new URL(url, baseUrl);
    return /^https?:$/.test(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * The login module's configured images (docs/api.md, Images): `rightImage` beside the form and
 * `backgroundImage` behind it. They only decorate the screen, so a failed call just leaves them out.
 */
export function useLoginImages(): LoginImages {
  const { client, host } = useElementContext();
  const [images, setImages] = useState<LoginImages>(noImages);

  useEffect(() => {
    let current = true;
    const baseUrl = host.ownerDocument.baseURI;
    getImageSettings(client, 'login').then(
      ({ images: list }) => {
        if (!current) return;
        const find = (name: string): LoginImage | null => {
          const entry = list.find((image) => image.name === name);
          const src = entry ? imageSource(entry.url, baseUrl) : null;
          return entry && src ? { src, alt: entry.altText ?? '' } : null;
        };
        setImages({ rightImage: find('rightImage'), backgroundImage: find('backgroundImage') });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, host]);

  return images;
}
