import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chakraVariables, markupClasses, stylesheetClasses, themeVariables } from '../test/static-css';
import { ProductImage } from './product-image';

// Styled by product-image.css, not by Chakra style props (see the component).
const STYLESHEET = readFileSync(join(__dirname, 'product-image.css'), 'utf8');

describe('ProductImage', () => {
  it('loads the image lazily unless asked to load it at once', () => {
    const { rerender } = render(<ProductImage src="/media/oil.jpg" alt="CBD Oil" />);
    expect(screen.getByRole('img', { name: 'CBD Oil' })).toHaveAttribute('loading', 'lazy');
    rerender(<ProductImage src="/media/oil.jpg" alt="CBD Oil" eager />);
    expect(screen.getByRole('img', { name: 'CBD Oil' })).toHaveAttribute('loading', 'eager');
  });

  it('keeps the box of its aspect ratio and corner radius token', () => {
    const { container } = render(<ProductImage src="/media/oil.jpg" alt="CBD Oil" ratio={4 / 3} borderRadius="card" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.getPropertyValue('--product-image-ratio')).toBe('75%');
    expect(box.style.borderRadius).toBe('var(--chakra-radii-card)');
    // the radius tokens the app passes exist in the theme
    const defined = themeVariables();
    for (const token of ['lg', 'md', 'card']) expect(defined).toContain(`--chakra-radii-${token}`);
  });

  it('shows the branded placeholder when there is no image or it fails to load', () => {
    const { rerender } = render(<ProductImage src={null} alt="CBD Oil" />);
    expect(screen.getByRole('img', { name: 'CBD Oil (no image available)' })).toBeInTheDocument();
    rerender(<ProductImage src="/media/missing.jpg" alt="CBD Oil" />);
    fireEvent.error(screen.getByRole('img', { name: 'CBD Oil' }));
    expect(screen.getByRole('img', { name: 'CBD Oil (no image available)' })).toBeInTheDocument();
  });
});

describe('product-image.css', () => {
  it('has a rule for every class the image and its placeholder render, and none for a class they never use', () => {
    const used = new Set<string>();
    for (const src of ['/media/oil.jpg', null]) {
      const { container, unmount } = render(<ProductImage src={src} alt="CBD Oil" />);
      for (const name of markupClasses(container, 'product-image')) used.add(name);
      unmount();
    }
    expect(used).toEqual(stylesheetClasses(STYLESHEET, 'product-image'));
  });

  it('uses only CSS variables that the Chakra theme defines', () => {
    const referenced = chakraVariables(STYLESHEET);
    expect(referenced).toContain('--chakra-colors-sand-100');
    const defined = themeVariables();
    expect(referenced.filter((name) => !defined.has(name))).toEqual([]);
  });
});
