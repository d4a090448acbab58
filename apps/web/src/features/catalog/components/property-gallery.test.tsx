import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyGallery } from './property-gallery.tsx';

const g = messages.catalog.gallery;
const property = {
  _id: 7,
  property_name: 'Sala Brera',
  thumb_image: 'sala-brera.webp',
  property_image: [
    { _id: 1, property_image: 'sala-brera-1.webp', alt: null },
    { _id: 2, property_image: 'sala-brera-2.webp', alt: 'La sala vista dalla finestra' },
    { _id: 3, property_image: 'sala-brera-3.webp', alt: null },
  ],
} satisfies Partial<PropertyDetail>;

/** The gallery reads only the name and the photos of a listing. */
const listing = (photos: Partial<PropertyDetail>): PropertyDetail =>
  ({ ...property, ...photos }) as PropertyDetail;

describe('the property gallery', () => {
  it('opens the photos full screen on the one clicked, and once closed gives focus back to that photo', async () => {
    render(<PropertyGallery property={listing({})} />);
    const second = screen.getByRole('button', { name: g.open('La sala vista dalla finestra') });
    expect(screen.getByRole('button', { name: g.open('Sala Brera, foto 1') })).toBeTruthy();
    second.focus();
    fireEvent.click(second);

    // The viewer's code arrives in a chunk of its own.
    const viewer = await screen.findByRole('dialog', { name: g.viewer('Sala Brera'), hidden: true });
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(within(viewer).getByText(g.position(2, 3))).toBeTruthy();
    expect(
      within(viewer)
        .getAllByRole('img', { hidden: true })
        .map((photo) => photo.getAttribute('alt')),
    ).toEqual(['Sala Brera, foto 1', 'La sala vista dalla finestra', 'Sala Brera, foto 3']);
    expect(within(viewer).getByRole('button', { name: g.close, hidden: true })).toBeTruthy();

    // The browser closes a modal dialog on Escape (the end-to-end journeys press it) and says so.
    fireEvent(viewer, new Event('close'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(document.activeElement).toBe(second);
  });

  it('offers the listing’s thumbnail when it has no gallery, and nothing when it has no photo', () => {
    const { unmount } = render(<PropertyGallery property={listing({ property_image: [] })} />);
    expect(screen.getByRole('button', { name: g.open('Sala Brera, foto 1') })).toBeTruthy();
    unmount();
    const { container } = render(
      <PropertyGallery property={listing({ property_image: [], thumb_image: null })} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
