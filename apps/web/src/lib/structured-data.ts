import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { commonMessages } from '@scrivania/core/common-messages.it';
import { imageUrl } from '@scrivania/core/images';
import type {
  BreadcrumbList,
  FAQPage,
  ItemList,
  Organization,
  Product,
  SearchAction,
  WebSite,
} from 'schema-dts';
import { absoluteUrl } from './document-meta.ts';
import { paths } from './paths.ts';

/**
 * What pages tell search engines about themselves as schema.org items (decision 041), typed by
 * schema-dts; `useDocumentMeta` writes them into the head as JSON-LD.
 */

const SITE_NAME = commonMessages.companySuffix;
const SEARCH_TERM = 'search_term_string';

/** Google reads the search box's parameter from `query-input`, which schema.org has not adopted. */
type SiteSearchAction = SearchAction & { 'query-input': string };

/** The home page's: the company, and the site with its search. */
export function siteStructuredData(): [Organization, WebSite] {
  const home = absoluteUrl(paths.home);
  const searchAction: SiteSearchAction = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(paths.propertySearch)}?search_input={${SEARCH_TERM}}`,
    },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return [
    {
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: SITE_NAME,
      url: home,
      logo: absoluteUrl('/favicon.svg'),
    },
    {
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: SITE_NAME,
      url: home,
      inLanguage: 'it-IT',
      publisher: { '@id': `${home}#organization` },
      potentialAction: searchAction,
    },
  ];
}

export interface Rating {
  average: number;
  count: number;
}

/** The average of the stars given, or nothing when there is no review: no rating is claimed without one. */
export function ratingOf(reviews: readonly { star_rating: number }[] | undefined): Rating | undefined {
  if (!reviews || reviews.length === 0) return undefined;
  const total = reviews.reduce((sum, review) => sum + review.star_rating, 0);
  return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
}

const euro = (cents: number) => (cents / 100).toFixed(2);

/** A listing as a space one books: its price as an offer in euro, its reviews' rating when it has any. */
export function propertyStructuredData(
  property: PropertyDetail,
  rating: Rating | undefined,
): [Product, BreadcrumbList] {
  const url = absoluteUrl(paths.propertyView(property._id));
  const photos = property.property_image.map((image) => absoluteUrl(imageUrl(image.property_image)));
  return [
    {
      '@type': 'Product',
      '@id': `${url}#space`,
      name: property.property_name,
      description: property.meta_desc ?? property.desc,
      category: property.category_name,
      url,
      ...(photos.length > 0 ? { image: photos } : {}),
      offers: {
        '@type': 'Offer',
        price: euro(property.price_cents),
        priceCurrency: 'EUR',
        url,
        availability: 'https://schema.org/InStock',
        availableAtOrFrom: {
          '@type': 'Place',
          name: property.property_name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: property.address,
            addressLocality: property.city_name,
            addressCountry: 'IT',
          },
        },
      },
      ...(rating
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rating.average,
              reviewCount: rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    breadcrumbs([
      { name: 'Home', path: paths.home },
      { name: 'Esplora proprietà', path: paths.exploreProperty },
      { name: property.property_name, path: paths.propertyView(property._id) },
    ]),
  ];
}

export function breadcrumbs(crumbs: readonly { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The questions and answers of the FAQ page, answers as the page shows them. */
export function faqStructuredData(faq: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The listings of a category or city page, in the order shown. */
export function listingsStructuredData(name: string, properties: readonly PropertyCard[]): ItemList {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: properties.length,
    itemListElement: properties.map((property, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: property.property_name,
      url: absoluteUrl(paths.propertyView(property._id)),
    })),
  };
}
