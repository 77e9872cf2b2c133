import { getImageSettings } from '../../api/accounts.ts';
import { useQuery } from '../../state/useQuery.ts';
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

const LOGIN_IMAGE_MODULE = 'login';

/**
 * The login module's configured images (docs/api.md, Images): `rightImage` beside the form and
 * `backgroundImage` behind it, each only from an allowed origin. They only decorate the screen, so a
 * failed call or a refused address just leaves them out.
 */
export function useLoginImages(): LoginImages {
  const { client, config } = useElementContext();
  const allowedAssetUrl = useAssetUrlCheck();
  const settings = useQuery(['images', config.apiBase, config.applicationId, LOGIN_IMAGE_MODULE], (signal) =>
    getImageSettings(client, LOGIN_IMAGE_MODULE, signal),
  );
  const find = (name: string): LoginImage | null => {
    const entry = settings.data?.images.find((image) => image.name === name);
    const src = entry ? allowedAssetUrl(entry.url) : null;
    return entry && src ? { src, alt: entry.altText ?? '' } : null;
  };
  return { rightImage: find('rightImage'), backgroundImage: find('backgroundImage') };
}
