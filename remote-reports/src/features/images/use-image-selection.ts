import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkNewImages, REPORT_PICKER_LIMITS, type PickerLimits, type PickerMessage } from './picker-rules';
import { readGps, type GeoPoint } from './read-gps';

type LocationSource = 'gps' | 'manual';

interface ImageLocation extends GeoPoint {
  source: LocationSource;
}

/** One chosen photo, kept in memory in this tab until it is uploaded (and after, to retry a failed upload). */
export interface SelectedImage {
  id: string;
  file: File;
  /** blob: URL of the file for thumbnails (revoked when the image leaves the selection). */
  previewUrl: string;
  /** True while its EXIF header is being read. */
  readingGps: boolean;
  location: ImageLocation | null;
}

export interface LocationCounts {
  gps: number;
  manual: number;
  none: number;
}

function countLocations(images: readonly SelectedImage[]): LocationCounts {
  const counts: LocationCounts = { gps: 0, manual: 0, none: 0 };
  for (const image of images) {
    if (image.location?.source === 'gps') counts.gps += 1;
    else if (image.location?.source === 'manual') counts.manual += 1;
    else counts.none += 1;
  }
  return counts;
}

/** A photo as a draft or the outbox gives it back: its bytes and the location it had. */
export interface RestoredImage {
  id: string;
  file: File;
  location: ImageLocation | null;
}

/**
 * The photos chosen for a report: adding checks the picker rules (messages go to `onMessages`, one toast each),
 * then each photo's GPS is read from its EXIF header; a manual location replaces a missing one.
 */
export function useImageSelection(options: { onMessages: (messages: PickerMessage[]) => void; limits?: PickerLimits }) {
  const { onMessages, limits = REPORT_PICKER_LIMITS } = options;
  const [images, setImages] = useState<SelectedImage[]>([]);
  const current = useRef(images);
  current.current = images;

  // Object URLs die with the page's use of them.
  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const add = useCallback(
    async (files: readonly File[]) => {
      const { accepted, messages } = await checkNewImages(
        current.current.map((image) => image.file.name),
        files,
        limits,
      );
      if (messages.length > 0) onMessages(messages);
      if (accepted.length === 0) return;
      const added: SelectedImage[] = accepted.map((file) => ({
        // Unique beyond this page: a draft keeps its photos under these ids.
        id: crypto.randomUUID(),
        file,
        previewUrl: URL.createObjectURL(file),
        readingGps: true,
        location: null,
      }));
      setImages((prev) => [...prev, ...added]);
      await Promise.all(
        added.map(async (image) => {
          const point = await readGps(image.file);
          setImages((prev) =>
            prev.map((p) =>
              p.id !== image.id ? p : { ...p, readingGps: false, location: p.location ?? (point ? { ...point, source: 'gps' } : null) },
            ),
          );
        }),
      );
    },
    [limits, onMessages],
  );

  const remove = useCallback((id: string) => {
    setImages((prev) => {
      const gone = prev.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((image) => image.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setImages((prev) => {
      prev.forEach((image) => URL.revokeObjectURL(image.previewUrl));
      return [];
    });
  }, []);

  /** A location set by a click on the map (sent as tiene_metadatos_gps=false). */
  const setManualLocation = useCallback((id: string, point: GeoPoint) => {
    setImages((prev) => prev.map((image) => (image.id === id ? { ...image, location: { ...point, source: 'manual' } } : image)));
  }, []);

  /** Replaces the selection with photos kept on the device (a restored draft), their locations as they were. */
  const restore = useCallback((restored: readonly RestoredImage[]) => {
    setImages((prev) => {
      prev.forEach((image) => URL.revokeObjectURL(image.previewUrl));
      return restored.map((r) => ({ id: r.id, file: r.file, previewUrl: URL.createObjectURL(r.file), readingGps: false, location: r.location }));
    });
  }, []);

  const counts = useMemo(() => countLocations(images), [images]);
  return { images, add, remove, clear, restore, setManualLocation, counts, limits };
}
