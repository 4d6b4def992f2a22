// Plain elements with the static classes of product-image.css instead of Chakra's AspectRatio and Image:
// every product card of a listing has one, and Chakra resolves and serialises style props on every
// render (the catalogue's page change draws 8-16 cards; see product-card.tsx).
import { Leaf } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import './product-image.css';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  ratio?: number;
  eager?: boolean;
  /** a radius token of the theme (`lg`, `md`, `card`, ...) or `0` */
  borderRadius?: string;
}

/** Image in a fixed aspect-ratio box (no layout shift); a branded placeholder when missing or broken. */
export function ProductImage({ src, alt, ratio = 1, eager = false, borderRadius = 'lg' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const style = {
    '--product-image-ratio': `${(1 / ratio) * 100}%`,
    borderRadius: borderRadius === '0' ? 0 : `var(--chakra-radii-${borderRadius})`,
  } as CSSProperties;
  return (
    <div className="product-image" style={style}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          // a server-rendered image can fail before the app is live, when no onError listens yet:
          // a finished image that cannot be decoded is a broken one
          ref={(img) => {
            if (img?.complete) img.decode().catch(() => setFailedSrc(src ?? null));
          }}
        />
      ) : (
        <div
          className="product-image__placeholder"
          role="img"
          aria-label={alt ? `${alt} (no image available)` : 'No image available'}
        >
          <Leaf size={48} strokeWidth={1.25} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
