/** Word lists for realistic seeded data. */
export const FIRST_NAMES = [
  'Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Priya', 'Lucas', 'Amara', 'Mateo', 'Chloe', 'Arjun',
  'Sofia', 'Kenji', 'Leila', 'Omar', 'Hannah', 'Diego', 'Nina', 'Samuel', 'Aisha', 'Felix', 'Grace',
  'Ivan', 'Jade', 'Kofi', 'Lena', 'Marco', 'Nadia', 'Oscar', 'Paula', 'Quinn', 'Rosa', 'Tariq',
  'Uma', 'Victor', 'Wen', 'Yara', 'Zane', 'Elif',
] as const;

export const LAST_NAMES = [
  'Nguyen', 'Smith', 'Garcia', 'Patel', 'Kim', 'Johnson', 'Okafor', 'Rossi', 'Müller', 'Silva',
  'Chen', 'Brown', 'Haddad', 'Kowalski', 'Tanaka', 'Dubois', 'Ivanova', 'Mensah', 'Lopez', 'Novak',
  'Andersen', 'Sato', 'Ahmed', 'Costa', 'Fischer', "O'Brien", 'Reyes', 'Singh', 'Walker', 'Yilmaz',
] as const;

export const UNIVERSITY_DOMAINS = [
  'stanford.edu', 'mit.edu', 'umich.edu', 'berkeley.edu', 'utexas.edu', 'nyu.edu', 'ox.ac.uk',
  'toronto.ca', 'gmail.com', 'outlook.com',
] as const;

export const COUNTRIES = [
  'United States', 'India', 'Canada', 'United Kingdom', 'Nigeria', 'Brazil', 'Germany', 'Philippines',
  'Mexico', 'Kenya', 'Australia', 'France', 'Japan', 'Pakistan', 'South Africa',
] as const;

export const COMPANY_NAMES = [
  'Northwind Foods', 'Acme Robotics', 'Bluepeak Energy', 'Cobalt Health', 'Driftwood Media',
  'Evergreen Bank', 'Fable Games', 'Granite Insurance', 'Helio Motors', 'Ironleaf Retail',
  'Juniper Telecom', 'Keystone Logistics', 'Lumen Pharma', 'Maple Education', 'Nimbus Cloud',
  'Orchard Beverages', 'Pioneer Aerospace', 'Quarry Construction', 'Riverstone Realty', 'Summit Sports',
] as const;

/** Locations of contest permissions, grouped by continent (form_selects/contest_permission_locations). */
export const LOCATIONS_BY_CONTINENT: Record<string, readonly string[]> = {
  Africa: ['Egypt', 'Ghana', 'Kenya', 'Morocco', 'Nigeria', 'Rwanda', 'South Africa', 'Uganda'],
  Asia: ['China', 'India', 'Indonesia', 'Japan', 'Pakistan', 'Philippines', 'Singapore', 'South Korea', 'Vietnam'],
  Europe: ['France', 'Germany', 'Ireland', 'Italy', 'Netherlands', 'Poland', 'Spain', 'Sweden', 'United Kingdom'],
  'North America': ['Canada', 'Mexico', 'United States'],
  Oceania: ['Australia', 'New Zealand'],
  'South America': ['Argentina', 'Brazil', 'Chile', 'Colombia', 'Peru'],
};
