/**
 * The forms of the shapes the seeds leave open: lines of the accepted-variant
 * table (VARIANTS), each read by src/contract/openShapes.ts and tested one line at a time.
 * Only forms that cannot be misread are here; a value in none of them is shown as given where
 * it is only displayed, and refused where the console computes with it (a chart).
 */
export const OPEN_SHAPE_VARIANTS = {
  seriesAsPointList: {
    label:
      'chart series as a list of dated points (date/day/x/label/period/week + value/count/y/total/sum/amount)',
    sent: '[{ "day": "2026-03-01", "count": 4 }]',
    read: '{ "series": [{ "points": [{ "date": "2026-03-01", "value": 4 }] }] }',
  },
  seriesAsDayMap: {
    label: 'chart series as a map of day to number (Rails group_by_day)',
    sent: '{ "2026-03-01": 4, "2026-03-02": 7 }',
    read: '{ "series": [{ "points": [{ "date": "2026-03-01", "value": 4 }, …] }] }',
  },
  seriesAsPairs: {
    label: 'chart series as a list of [day, number] pairs',
    sent: '[["2026-03-01", 4]]',
    read: '{ "series": [{ "points": [{ "date": "2026-03-01", "value": 4 }] }] }',
  },
  seriesAsParallelLists: {
    label: 'chart series as parallel lists (labels/dates/days/x + values/data/counts/y)',
    sent: '{ "labels": ["2026-03-01"], "values": [4] }',
    read: '{ "series": [{ "points": [{ "date": "2026-03-01", "value": 4 }] }] }',
  },
  seriesAsNamedData: {
    label: 'chart series as a list of named series with `data` in any point form (Chartkick)',
    sent: '[{ "name": "Signups", "data": [{ "date": "2026-03-01", "value": 4 }] }]',
    read: '{ "series": [{ "name": "Signups", "label": "Signups", "points": [{ "date": "2026-03-01", "value": 4 }] }] }',
  },
  displayText: {
    label: 'display value as text (not a date): shown as it is',
    sent: '"5 minutes ago"',
    read: '"5 minutes ago"',
  },
  epochMillisForDateTime: {
    label: 'date as epoch milliseconds',
    sent: '1772323200000',
    read: '"2026-03-01T00:00:00.000Z"',
  },
  supervisorAsText: {
    label: 'supervisor as its name',
    sent: '"Ada Lovelace"',
    read: '{ "fullName": "Ada Lovelace" }',
  },
  supervisorNameKeys: {
    label: 'supervisor under full_name, name, or first and last name',
    sent: '{ "first_name": "Ada", "last_name": "Lovelace" }',
    read: '{ "fullName": "Ada Lovelace" }',
  },
  optionAsIdName: {
    label: 'option as id/name (or value with name, text or title)',
    sent: '{ "id": 3, "name": "Acme" }',
    read: '{ "value": 3, "label": "Acme" }',
  },
  optionAsPair: {
    label: 'option as a [label, value] pair (Rails options_for_select)',
    sent: '["Acme", 3]',
    read: '{ "value": 3, "label": "Acme" }',
  },
  optionAsValue: {
    label: 'option as its value alone (the value is the label)',
    sent: '"France"',
    read: '{ "value": "France", "label": "France" }',
  },
  optionGroupsAsMap: {
    label: 'option groups as a map of group label to options',
    sent: '{ "Europe": ["France"] }',
    read: '[{ "label": "Europe", "options": [{ "value": "France", "label": "France" }] }]',
  },
  colourCodesUnderOtherKey: {
    label:
      'rubric colour codes under colors, colours, color_codes, colorCodes or colourCodes (kept under that key)',
    sent: '{ "colors": ["#1553a8"] }',
    read: '{ "colors": ["#1553a8"] }',
  },
} as const;
