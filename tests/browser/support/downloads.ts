/**
 * What `saveFile` hands the browser while this runs: the blobs given to `URL.createObjectURL`, read as
 * text, by the file name of the link clicked (whose download does not happen). `restore` puts the
 * browser's own back.
 */
export function captureDownloads(): { files: Map<string, Promise<string>>; restore: () => void } {
  const files = new Map<string, Promise<string>>();
  const originalCreate = URL.createObjectURL.bind(URL);
  const originalClick = HTMLAnchorElement.prototype.click;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const address = originalCreate(object);
    if (object instanceof Blob) blobs.set(address, object);
    return address;
  };
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) files.set(this.download, blob.text());
    else originalClick.call(this);
  };
  return {
    files,
    restore: () => {
      URL.createObjectURL = originalCreate;
      HTMLAnchorElement.prototype.click = originalClick;
    },
  };
}

const espi = 'http://naesb.org/espi';

/** A Green Button file's entries: each resource's kind and the ESPI element, in the file's order. */
export function espiEntries(xml: string): { kind: string; resource: Element }[] {
  const feed = new DOMParser().parseFromString(xml, 'application/xml');
  if (feed.getElementsByTagName('parsererror').length > 0) throw new Error('not XML');
  return [...feed.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'content')].map((content) => {
    const resource = content.firstElementChild!;
    return { kind: resource.localName, resource };
  });
}

/** The text of an ESPI element's first descendant named `name`. */
export function espiText(element: Element, name: string): string | null {
  return element.getElementsByTagNameNS(espi, name)[0]?.textContent ?? null;
}

/** A file's interval readings: start, duration and value. */
export function espiReadings(xml: string): { start: number; duration: number; value: number }[] {
  return espiEntries(xml)
    .filter((entry) => entry.kind === 'IntervalBlock')
    .flatMap((entry) => [...entry.resource.getElementsByTagNameNS(espi, 'IntervalReading')])
    .map((reading) => ({
      start: Number(espiText(reading, 'start')),
      duration: Number(espiText(reading, 'duration')),
      value: Number(espiText(reading, 'value')),
    }));
}
