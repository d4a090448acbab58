const Empty = () => null;
export const CategoryPage = Empty;
export const CityPage = Empty;
export const ExplorePropertyPage = Empty;
