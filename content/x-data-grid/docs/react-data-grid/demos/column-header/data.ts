export interface Station {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
  rainfall: number;
}

export const stations: Station[] = [
  {
    id: 1,
    station: 'Reykjavík',
    temperature: 4.2,
    humidity: 81,
    wind: 28,
    rainfall: 3.1,
  },
  {
    id: 2,
    station: 'Lisbon',
    temperature: 18.6,
    humidity: 64,
    wind: 14,
    rainfall: 0,
  },
  {
    id: 3,
    station: 'Nairobi',
    temperature: 21.3,
    humidity: 58,
    wind: 11,
    rainfall: 5.4,
  },
  {
    id: 4,
    station: 'Singapore',
    temperature: 30.1,
    humidity: 84,
    wind: 9,
    rainfall: 12.7,
  },
  {
    id: 5,
    station: 'Ushuaia',
    temperature: 6.8,
    humidity: 72,
    wind: 35,
    rainfall: 1.2,
  },
  {
    id: 6,
    station: 'Phoenix',
    temperature: 33.4,
    humidity: 18,
    wind: 16,
    rainfall: 0,
  },
];
