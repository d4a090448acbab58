/**
 * The places the sandbox geocoder knows without a geocoding service: Italy's regional capitals and
 * larger towns at their centre with their main CAP, and well-known streets of the demo catalogue's
 * cities. Coordinates are rounded to about ten metres; a host drags the pin to the door.
 */

/** A bundled place: a town in its province, or a street in its town, at its CAP and coordinates. */
export interface BundledPlace {
  name: string;
  /** The province's code for a town ('MI'), the town for a street ('Milano'). */
  within: string;
  zip: string;
  latitude: number;
  longitude: number;
}

type Row = readonly [name: string, within: string, zip: string, latitude: number, longitude: number];

const table = (rows: readonly Row[]): readonly BundledPlace[] =>
  rows.map(([name, within, zip, latitude, longitude]) => ({ name, within, zip, latitude, longitude }));

export const BUNDLED_TOWNS = table([
  ['Milano', 'MI', '20121', 45.4642, 9.19],
  ['Roma', 'RM', '00186', 41.9028, 12.4964],
  ['Torino', 'TO', '10121', 45.0703, 7.6869],
  ['Bologna', 'BO', '40121', 44.4949, 11.3426],
  ['Firenze', 'FI', '50122', 43.7696, 11.2558],
  ['Napoli', 'NA', '80133', 40.8518, 14.2681],
  ['Genova', 'GE', '16121', 44.4056, 8.9463],
  ['Venezia', 'VE', '30124', 45.4408, 12.3155],
  ['Verona', 'VR', '37121', 45.4384, 10.9916],
  ['Padova', 'PD', '35122', 45.4064, 11.8768],
  ['Trieste', 'TS', '34121', 45.6495, 13.7768],
  ['Bari', 'BA', '70121', 41.1171, 16.8719],
  ['Palermo', 'PA', '90133', 38.1157, 13.3615],
  ['Catania', 'CT', '95131', 37.5079, 15.083],
  ['Cagliari', 'CA', '09124', 39.2238, 9.1217],
  ['Perugia', 'PG', '06121', 43.1107, 12.3908],
  ['Ancona', 'AN', '60121', 43.6158, 13.5189],
  ["L'Aquila", 'AQ', '67100', 42.3498, 13.3995],
  ['Campobasso', 'CB', '86100', 41.5603, 14.6627],
  ['Potenza', 'PZ', '85100', 40.6404, 15.8056],
  ['Catanzaro', 'CZ', '88100', 38.9098, 16.5877],
  ['Trento', 'TN', '38122', 46.0748, 11.1217],
  ['Bolzano', 'BZ', '39100', 46.4983, 11.3548],
  ['Aosta', 'AO', '11100', 45.7375, 7.3154],
  ['Brescia', 'BS', '25121', 45.5416, 10.2118],
  ['Bergamo', 'BG', '24121', 45.6983, 9.6773],
  ['Monza', 'MB', '20900', 45.5845, 9.2744],
  ['Como', 'CO', '22100', 45.8081, 9.0852],
  ['Varese', 'VA', '21100', 45.8206, 8.8251],
  ['Novara', 'NO', '28100', 45.4469, 8.622],
  ['Parma', 'PR', '43121', 44.8015, 10.3279],
  ['Modena', 'MO', '41121', 44.6471, 10.9252],
  ['Reggio Emilia', 'RE', '42121', 44.6989, 10.6297],
  ['Piacenza', 'PC', '29121', 45.0526, 9.693],
  ['Ferrara', 'FE', '44121', 44.8381, 11.6198],
  ['Ravenna', 'RA', '48121', 44.4184, 12.2035],
  ['Rimini', 'RN', '47921', 44.0678, 12.5695],
  ['Vicenza', 'VI', '36100', 45.5455, 11.5354],
  ['Treviso', 'TV', '31100', 45.6669, 12.243],
  ['Udine', 'UD', '33100', 46.0711, 13.2346],
  ['Pisa', 'PI', '56125', 43.7228, 10.4017],
  ['Livorno', 'LI', '57123', 43.5485, 10.3106],
  ['Lucca', 'LU', '55100', 43.8429, 10.5027],
  ['Siena', 'SI', '53100', 43.3188, 11.3308],
  ['Pescara', 'PE', '65121', 42.4618, 14.2161],
  ['Salerno', 'SA', '84121', 40.6824, 14.7681],
  ['Lecce', 'LE', '73100', 40.3515, 18.175],
  ['Messina', 'ME', '98122', 38.1938, 15.554],
  ['Reggio Calabria', 'RC', '89127', 38.1113, 15.6473],
  ['Sassari', 'SS', '07100', 40.7259, 8.5557],
]);

export const BUNDLED_STREETS = table([
  ['Via Dante', 'Milano', '20121', 45.4665, 9.1848],
  ['Via Torino', 'Milano', '20123', 45.4615, 9.1855],
  ['Via Monte Napoleone', 'Milano', '20121', 45.4685, 9.195],
  ['Corso Buenos Aires', 'Milano', '20124', 45.4781, 9.2105],
  ['Corso Como', 'Milano', '20154', 45.4817, 9.1866],
  ['Via Tortona', 'Milano', '20144', 45.4531, 9.165],
  ['Piazza Gae Aulenti', 'Milano', '20124', 45.4838, 9.1903],
  ['Via del Corso', 'Roma', '00186', 41.9009, 12.4812],
  ['Via Nazionale', 'Roma', '00184', 41.9009, 12.492],
  ['Via Cola di Rienzo', 'Roma', '00192', 41.9067, 12.4647],
  ['Via Vittorio Veneto', 'Roma', '00187', 41.9073, 12.4894],
  ['Via Ostiense', 'Roma', '00154', 41.8687, 12.4822],
  ['Via Tiburtina', 'Roma', '00185', 41.898, 12.516],
  ['Via Roma', 'Torino', '10121', 45.0672, 7.6828],
  ['Via Po', 'Torino', '10123', 45.069, 7.6928],
  ['Via Garibaldi', 'Torino', '10122', 45.073, 7.68],
  ['Corso Vittorio Emanuele II', 'Torino', '10125', 45.0622, 7.6787],
  ['Corso Francia', 'Torino', '10138', 45.077, 7.65],
  ["Via dell'Indipendenza", 'Bologna', '40121', 44.499, 11.344],
  ['Via Rizzoli', 'Bologna', '40125', 44.494, 11.346],
  ['Strada Maggiore', 'Bologna', '40125', 44.4925, 11.352],
  ['Via Zamboni', 'Bologna', '40126', 44.4965, 11.352],
  ['Via Ugo Bassi', 'Bologna', '40121', 44.4945, 11.3395],
  ["Via de' Tornabuoni", 'Firenze', '50123', 43.771, 11.2515],
  ['Via dei Calzaiuoli', 'Firenze', '50122', 43.771, 11.255],
  ['Via Maggio', 'Firenze', '50125', 43.765, 11.248],
  ['Via Cavour', 'Firenze', '50129', 43.7775, 11.259],
  ['Viale Spartaco Lavagnini', 'Firenze', '50129', 43.7845, 11.252],
  ['Via Toledo', 'Napoli', '80134', 40.843, 14.249],
  ['Via Chiaia', 'Napoli', '80121', 40.8365, 14.246],
  ['Via dei Mille', 'Napoli', '80121', 40.836, 14.24],
  ['Via Partenope', 'Napoli', '80121', 40.83, 14.247],
  ['Corso Umberto I', 'Napoli', '80138', 40.847, 14.262],
]);
