/**
 * The places the sandbox geocoder knows without a geocoding service: Italy's regional capitals and
 * larger towns at their centre with their main CAP, and well-known streets of the demo catalogue's
 * cities. Coordinates are rounded to about ten metres; a host drags the pin to the door.
 */

export interface BundledTown {
  name: string;
  province: string;
  zip: string;
  latitude: number;
  longitude: number;
}

export interface BundledStreet {
  street: string;
  town: string;
  zip: string;
  latitude: number;
  longitude: number;
}

const town = (name: string, province: string, zip: string, latitude: number, longitude: number) => ({
  name,
  province,
  zip,
  latitude,
  longitude,
});

export const BUNDLED_TOWNS: readonly BundledTown[] = [
  town('Milano', 'MI', '20121', 45.4642, 9.19),
  town('Roma', 'RM', '00186', 41.9028, 12.4964),
  town('Torino', 'TO', '10121', 45.0703, 7.6869),
  town('Bologna', 'BO', '40121', 44.4949, 11.3426),
  town('Firenze', 'FI', '50122', 43.7696, 11.2558),
  town('Napoli', 'NA', '80133', 40.8518, 14.2681),
  town('Genova', 'GE', '16121', 44.4056, 8.9463),
  town('Venezia', 'VE', '30124', 45.4408, 12.3155),
  town('Verona', 'VR', '37121', 45.4384, 10.9916),
  town('Padova', 'PD', '35122', 45.4064, 11.8768),
  town('Trieste', 'TS', '34121', 45.6495, 13.7768),
  town('Bari', 'BA', '70121', 41.1171, 16.8719),
  town('Palermo', 'PA', '90133', 38.1157, 13.3615),
  town('Catania', 'CT', '95131', 37.5079, 15.083),
  town('Cagliari', 'CA', '09124', 39.2238, 9.1217),
  town('Perugia', 'PG', '06121', 43.1107, 12.3908),
  town('Ancona', 'AN', '60121', 43.6158, 13.5189),
  town("L'Aquila", 'AQ', '67100', 42.3498, 13.3995),
  town('Campobasso', 'CB', '86100', 41.5603, 14.6627),
  town('Potenza', 'PZ', '85100', 40.6404, 15.8056),
  town('Catanzaro', 'CZ', '88100', 38.9098, 16.5877),
  town('Trento', 'TN', '38122', 46.0748, 11.1217),
  town('Bolzano', 'BZ', '39100', 46.4983, 11.3548),
  town('Aosta', 'AO', '11100', 45.7375, 7.3154),
  town('Brescia', 'BS', '25121', 45.5416, 10.2118),
  town('Bergamo', 'BG', '24121', 45.6983, 9.6773),
  town('Monza', 'MB', '20900', 45.5845, 9.2744),
  town('Como', 'CO', '22100', 45.8081, 9.0852),
  town('Varese', 'VA', '21100', 45.8206, 8.8251),
  town('Novara', 'NO', '28100', 45.4469, 8.622),
  town('Parma', 'PR', '43121', 44.8015, 10.3279),
  town('Modena', 'MO', '41121', 44.6471, 10.9252),
  town('Reggio Emilia', 'RE', '42121', 44.6989, 10.6297),
  town('Piacenza', 'PC', '29121', 45.0526, 9.693),
  town('Ferrara', 'FE', '44121', 44.8381, 11.6198),
  town('Ravenna', 'RA', '48121', 44.4184, 12.2035),
  town('Rimini', 'RN', '47921', 44.0678, 12.5695),
  town('Vicenza', 'VI', '36100', 45.5455, 11.5354),
  town('Treviso', 'TV', '31100', 45.6669, 12.243),
  town('Udine', 'UD', '33100', 46.0711, 13.2346),
  town('Pisa', 'PI', '56125', 43.7228, 10.4017),
  town('Livorno', 'LI', '57123', 43.5485, 10.3106),
  town('Lucca', 'LU', '55100', 43.8429, 10.5027),
  town('Siena', 'SI', '53100', 43.3188, 11.3308),
  town('Pescara', 'PE', '65121', 42.4618, 14.2161),
  town('Salerno', 'SA', '84121', 40.6824, 14.7681),
  town('Lecce', 'LE', '73100', 40.3515, 18.175),
  town('Messina', 'ME', '98122', 38.1938, 15.554),
  town('Reggio Calabria', 'RC', '89127', 38.1113, 15.6473),
  town('Sassari', 'SS', '07100', 40.7259, 8.5557),
];

const street = (name: string, townName: string, zip: string, latitude: number, longitude: number) => ({
  street: name,
  town: townName,
  zip,
  latitude,
  longitude,
});

export const BUNDLED_STREETS: readonly BundledStreet[] = [
  street('Via Dante', 'Milano', '20121', 45.4665, 9.1848),
  street('Via Torino', 'Milano', '20123', 45.4615, 9.1855),
  street('Via Monte Napoleone', 'Milano', '20121', 45.4685, 9.195),
  street('Corso Buenos Aires', 'Milano', '20124', 45.4781, 9.2105),
  street('Corso Como', 'Milano', '20154', 45.4817, 9.1866),
  street('Via Tortona', 'Milano', '20144', 45.4531, 9.165),
  street('Piazza Gae Aulenti', 'Milano', '20124', 45.4838, 9.1903),
  street('Via del Corso', 'Roma', '00186', 41.9009, 12.4812),
  street('Via Nazionale', 'Roma', '00184', 41.9009, 12.492),
  street('Via Cola di Rienzo', 'Roma', '00192', 41.9067, 12.4647),
  street('Via Vittorio Veneto', 'Roma', '00187', 41.9073, 12.4894),
  street('Via Ostiense', 'Roma', '00154', 41.8687, 12.4822),
  street('Via Tiburtina', 'Roma', '00185', 41.898, 12.516),
  street('Via Roma', 'Torino', '10121', 45.0672, 7.6828),
  street('Via Po', 'Torino', '10123', 45.069, 7.6928),
  street('Via Garibaldi', 'Torino', '10122', 45.073, 7.68),
  street('Corso Vittorio Emanuele II', 'Torino', '10125', 45.0622, 7.6787),
  street('Corso Francia', 'Torino', '10138', 45.077, 7.65),
  street("Via dell'Indipendenza", 'Bologna', '40121', 44.499, 11.344),
  street('Via Rizzoli', 'Bologna', '40125', 44.494, 11.346),
  street('Strada Maggiore', 'Bologna', '40125', 44.4925, 11.352),
  street('Via Zamboni', 'Bologna', '40126', 44.4965, 11.352),
  street('Via Ugo Bassi', 'Bologna', '40121', 44.4945, 11.3395),
  street("Via de' Tornabuoni", 'Firenze', '50123', 43.771, 11.2515),
  street('Via dei Calzaiuoli', 'Firenze', '50122', 43.771, 11.255),
  street('Via Maggio', 'Firenze', '50125', 43.765, 11.248),
  street('Via Cavour', 'Firenze', '50129', 43.7775, 11.259),
  street('Viale Spartaco Lavagnini', 'Firenze', '50129', 43.7845, 11.252),
  street('Via Toledo', 'Napoli', '80134', 40.843, 14.249),
  street('Via Chiaia', 'Napoli', '80121', 40.8365, 14.246),
  street('Via dei Mille', 'Napoli', '80121', 40.836, 14.24),
  street('Via Partenope', 'Napoli', '80121', 40.83, 14.247),
  street('Corso Umberto I', 'Napoli', '80138', 40.847, 14.262),
];
